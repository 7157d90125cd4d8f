import { EMPTY_DEAL_FORM_VALUES, toDealBody, type DealFormValues } from './deal-form-values';
import { firstStepWithError, stepFields, submitErrors, type StepId } from './deal-steps';

const values = (overrides: Partial<DealFormValues>): DealFormValues => ({
  ...EMPTY_DEAL_FORM_VALUES,
  ...overrides,
});
/** The errors a step shows and checks: the whole listing's, kept to the step's fields. */
const errorsOf = (step: StepId, form: DealFormValues) => {
  const errors = submitErrors(toDealBody(form, 'create'));
  return Object.fromEntries(
    stepFields(step, form).flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])),
  );
};

describe('the errors of a step', () => {
  it('reports only the empty address step fields, each with a message key', () => {
    expect(errorsOf('address', EMPTY_DEAL_FORM_VALUES)).toEqual({
      streetAddress: 'required',
      city: 'required',
      state: 'required',
      zipCode: 'required',
      purchasePrice: 'required',
      dealCategory: 'required',
    });
  });

  it('asks a creative deal for its purchase type (a cross-field rule)', () => {
    const form = values({ dealCategory: 'creative' });

    expect(errorsOf('address', form).purchaseType).toBe('purchaseTypeRequired');
  });

  it('uses the shared rules: 5-digit ZIP, positive price', () => {
    const errors = errorsOf('address', values({ zipCode: '123', purchasePrice: '-5' }));

    expect(errors).toMatchObject({ zipCode: 'zipInvalid', purchasePrice: 'positiveNumber' });
  });

  it('requires the SubTo terms of a SubTo deal and nothing of the other types', () => {
    const errors = errorsOf('finance', values({ dealCategory: 'creative', purchaseType: 'SubTo' }));

    expect(Object.keys(errors).sort()).toEqual(
      ['entryFee', 'interestRate', 'loanBalance', 'loanMaturityDate', 'loanType', 'piti'].sort(),
    );
  });

  it('has nothing to check in the finance step of a cash deal', () => {
    expect(errorsOf('finance', values({ dealCategory: 'cash' }))).toEqual({});
  });

  it('needs a lot size unit once a lot size is given', () => {
    expect(errorsOf('property', values({ lotSize: '2' })).lotSizeUnit).toBe('required');
  });
});

describe('submitErrors and firstStepWithError', () => {
  it('finds the first step holding an error of the whole listing', () => {
    // Prepare
    const form = values({ dealDescription: 'short' });

    // Act
    const errors = submitErrors(toDealBody(form, 'create'));

    // Assess
    expect(errors.dealDescription).toBe('descriptionTooShort');
    expect(errors.legalCertification).toBe('legalCertificationRequired');
    expect(firstStepWithError(form, errors)).toBe('address');
    expect(firstStepWithError(form, { legalCertification: 'x' })).toBe('legal');
  });
});
