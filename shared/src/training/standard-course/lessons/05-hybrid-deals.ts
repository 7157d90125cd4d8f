import type { StandardLesson } from '../../lesson-content';

/** Hybrid deals: taking over the existing loan subject-to and financing the seller's equity with a note. */
export const hybridDeals: StandardLesson = {
  lessonId: 'hybrid-deals',
  required: true,
  content: {
    title: {
      en: 'Hybrid deals: subject-to plus a seller note',
      es: 'Operaciones híbridas: subject-to más un pagaré del vendedor',
    },
    summary: {
      en: 'How a hybrid combines the seller’s existing loan, taken subject-to, with a seller-financed note for their equity: reading both sets of numbers, adding up the payments, the wrap-around idea, the risks and how to negotiate the split.',
      es: 'Cómo una operación híbrida combina el préstamo actual del vendedor, tomado subject-to, con un pagaré financiado por el vendedor para su patrimonio: cómo leer ambos números, sumar los pagos, la idea del wrap-around, los riesgos y cómo negociar el reparto.',
    },
    body: {
      en: `## What a hybrid is

Many sellers have a low-rate mortgage and real equity above it. A subject-to purchase alone would leave that equity unpaid unless you bring a lot of cash. A **hybrid** solves it with two pieces:

1. **Subject-to**: you take title and keep paying the seller's existing loan, which stays in the seller's name.
2. **Seller finance**: the seller lends you part or all of their equity with a promissory note, secured by a deed of trust or mortgage that sits behind the existing loan.

You get the old low rate on most of the debt and only need cash for the entry fee.

## What the listing shows

A Hybrid listing on Dealflow carries both sets of terms:

| Part | Fields on the listing |
| --- | --- |
| Existing loan | loan type, balance, interest rate, PITI (principal, interest, taxes, insurance), maturity date |
| Seller note | note amount, interest rate, monthly P&I, maturity date |
| Cash | entry fee |

The listing's monthly payment is **PITI + P&I**, and its interest rate is the two rates weighted by balance.

## A worked example

Price 265,000. Existing loan: balance 183,000 at 3.25 %, PITI 1,350. The seller's equity is 82,000. You pay an entry fee of 42,000 and the seller carries a note of 40,000 at 5 % amortized over 30 years, due in 7 years.

- Existing loan PITI: 1,350.00
- Seller note P&I: 214.73
- **Total monthly payment: 1,564.73**, plus any HOA or solar payment, which the listing's payment leaves out.
- Weighted rate: (183,000 × 3.25 % + 40,000 × 5 %) ÷ 223,000 ≈ 3.56 %.

A new 223,000 loan at 7 % would cost about 1,484 in principal and interest alone, nearly 1,964 with the same taxes and insurance. That gap is why hybrids exist. Add your closing costs and reserves to the entry fee before you compare deals.

## The wrap-around variant

In a **wrap-around** (all-inclusive) note the seller lends you the whole amount, 223,000 in the example, at one rate, say 5 %. You make one payment to the seller or a servicer, and out of it the seller keeps paying the underlying loan; the seller earns the difference between the two rates. The economics resemble a hybrid, but you depend on the seller (or the servicer) to keep the underlying loan current, and some states treat wraps as regulated lending. Ask an attorney which structure fits your state.

## The risks of both pieces

From the subject-to side:

- **Due-on-sale clause**: the lender may call the existing loan due after the transfer. It rarely happens while payments are current, but you must be able to refinance or pay it off if it does.
- **Insurance and servicing**: set up a policy that protects you and names the lender correctly, and make sure every payment reaches the servicer on time.

From the seller-finance side:

- **Balloon**: in the example about 35,178 is due in year 7. Plan to refinance or sell before then.
- **Two lenders**: a default on either piece can lead to foreclosure. Use a loan servicing company that pays both and keeps records.

A title company or real-estate attorney should prepare the documents, record the note's security, and confirm the title. Nothing here is legal advice.

## Negotiating the split

The seller's equity can be divided many ways. Trade what matters to the seller for what matters to you:

- **More cash, smaller note**: the seller gets more at closing; you accept a higher entry fee.
- **Less cash, larger note**: protect your cash by offering a higher note rate or a shorter term.
- **Note rate and payments**: a 0 % note, or interest-only payments for the first years, keeps your total monthly payment close to the existing PITI.
- **Maturity**: ask for a balloon date after the existing loan's rate advantage has paid off, or an extension option.

Write your proposed split, rate and maturity in the offer's message, and check the result against the maximum monthly and down payments in [your buy box](/profile?tab=buybox).`,
      es: `## Qué es una operación híbrida

Muchos vendedores tienen una hipoteca con tasa baja y un patrimonio (equity) considerable por encima de ella. Una compra subject-to por sí sola dejaría ese patrimonio sin pagar, salvo que usted aporte mucho efectivo. La **operación híbrida** lo resuelve en dos partes:

1. **Subject-to**: usted recibe el título y sigue pagando el préstamo actual del vendedor, que continúa a nombre del vendedor.
2. **Financiamiento del vendedor**: el vendedor le presta una parte o todo su patrimonio mediante un pagaré, garantizado con un deed of trust o una hipoteca en segundo lugar, detrás del préstamo existente.

Así conserva la tasa baja en la mayor parte de la deuda y solo necesita efectivo para el entry fee.

## Qué muestra el anuncio

Un anuncio Hybrid en Dealflow trae los dos grupos de condiciones:

| Parte | Datos del anuncio |
| --- | --- |
| Préstamo actual | tipo de préstamo, saldo, tasa de interés, PITI (capital, interés, impuestos y seguro), fecha de vencimiento |
| Pagaré del vendedor | monto del pagaré, tasa, P&I mensual, fecha de vencimiento |
| Efectivo | entry fee |

El pago mensual del anuncio es **PITI + P&I**, y su tasa de interés es el promedio de ambas tasas ponderado por saldo.

## Un ejemplo con números

Precio 265,000. Préstamo actual: saldo 183,000 al 3.25 %, PITI 1,350. El patrimonio del vendedor es de 82,000. Usted paga un entry fee de 42,000 y el vendedor financia un pagaré de 40,000 al 5 %, amortizado a 30 años y con vencimiento a los 7 años.

- PITI del préstamo actual: 1,350.00
- P&I del pagaré del vendedor: 214.73
- **Pago mensual total: 1,564.73**, más la cuota de HOA o de paneles solares, que el pago del anuncio no incluye.
- Tasa ponderada: (183,000 × 3.25 % + 40,000 × 5 %) ÷ 223,000 ≈ 3.56 %.

Un préstamo nuevo de 223,000 al 7 % costaría unos 1,484 solo de capital e intereses, casi 1,964 con los mismos impuestos y seguro. Esa diferencia explica por qué existen las híbridas. Sume sus costos de cierre y reservas al entry fee antes de comparar oportunidades.

## La variante wrap-around

En un pagaré **wrap-around** (envolvente) el vendedor le presta el monto completo, 223,000 en el ejemplo, a una sola tasa, digamos 5 %. Usted hace un solo pago al vendedor o a una compañía administradora y, con ese dinero, el vendedor sigue pagando el préstamo original; el vendedor gana la diferencia entre las dos tasas. En lo económico se parece a una híbrida, pero usted depende de que el vendedor (o el administrador) mantenga al día el préstamo original, y algunos estados tratan los wraps como préstamos regulados. Consulte con un abogado qué estructura conviene en su estado.

## Los riesgos de ambas partes

Por el lado subject-to:

- **Cláusula de venta (due-on-sale)**: el banco puede exigir el pago total del préstamo tras la transferencia. Rara vez ocurre si los pagos están al día, pero usted debe poder refinanciar o liquidarlo si sucede.
- **Seguro y administración**: contrate una póliza que lo proteja y mencione correctamente al banco, y asegúrese de que cada pago llegue a tiempo al administrador del préstamo.

Por el lado del financiamiento del vendedor:

- **Pago global**: en el ejemplo se deben unos 35,178 en el año 7. Planee refinanciar o vender antes.
- **Dos acreedores**: el incumplimiento de cualquiera de las dos partes puede terminar en ejecución hipotecaria. Use una compañía de administración de préstamos que pague ambos y lleve los registros.

Una compañía de títulos o un abogado inmobiliario debe preparar los documentos, inscribir la garantía del pagaré y confirmar el título. Nada de esto es asesoría legal.

## Cómo negociar el reparto

El patrimonio del vendedor se puede dividir de muchas formas. Intercambie lo que le importa al vendedor por lo que le importa a usted:

- **Más efectivo, pagaré menor**: el vendedor recibe más al cierre; usted acepta un entry fee más alto.
- **Menos efectivo, pagaré mayor**: cuide su efectivo ofreciendo una tasa más alta o un plazo más corto.
- **Tasa y pagos del pagaré**: un pagaré al 0 %, o pagos solo de interés los primeros años, mantiene su pago mensual total cerca del PITI actual.
- **Vencimiento**: pida una fecha de pago global posterior, cuando la ventaja de la tasa ya se haya aprovechado, o una opción de prórroga.

Escriba en el mensaje de la oferta el reparto, la tasa y el vencimiento que propone, y compare el resultado con el pago mensual y el enganche máximos de [su buy box](/profile?tab=buybox).`,
    },
    quiz: [
      {
        questionId: 'q1',
        prompt: {
          en: 'In a hybrid deal, what pays the seller’s equity above the existing loan?',
          es: 'En una operación híbrida, ¿con qué se paga el patrimonio del vendedor por encima del préstamo actual?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'A new bank loan that pays off the existing mortgage',
              es: 'Un préstamo bancario nuevo que liquida la hipoteca actual',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'The seller’s lender, through a loan modification',
              es: 'El banco del vendedor, mediante una modificación del préstamo',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'The entry fee plus a note the seller carries for the rest',
              es: 'El entry fee más un pagaré que el vendedor financia por el resto',
            },
          },
        ],
        correctChoiceId: 'c',
      },
      {
        questionId: 'q2',
        prompt: {
          en: 'The existing loan’s PITI is 1,350 and the seller note’s P&I is 214.73. What monthly payment does the listing show?',
          es: 'El PITI del préstamo actual es 1,350 y el P&I del pagaré del vendedor es 214.73. ¿Qué pago mensual muestra el anuncio?',
        },
        choices: [
          { choiceId: 'a', text: { en: '1,564.73', es: '1,564.73' } },
          { choiceId: 'b', text: { en: '1,350.00', es: '1,350.00' } },
          { choiceId: 'c', text: { en: '1,135.27', es: '1,135.27' } },
          { choiceId: 'd', text: { en: '1,564.73 plus the HOA fee', es: '1,564.73 más la cuota de HOA' } },
        ],
        correctChoiceId: 'a',
      },
      {
        questionId: 'q3',
        prompt: {
          en: 'What sets a wrap-around note apart from a hybrid with two separate payments?',
          es: '¿Qué distingue a un pagaré wrap-around de una híbrida con dos pagos separados?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'It removes the due-on-sale risk of the existing loan',
              es: 'Elimina el riesgo de la cláusula de venta del préstamo actual',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'One note covers the whole amount and the seller pays the underlying loan out of your payment',
              es: 'Un solo pagaré cubre todo el monto y el vendedor paga el préstamo original con el pago de usted',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'The buyer refinances the existing loan at closing',
              es: 'El comprador refinancia el préstamo actual al cierre',
            },
          },
        ],
        correctChoiceId: 'b',
      },
      {
        questionId: 'q4',
        prompt: {
          en: 'You want to keep your cash at closing low. Which trade is most likely to get the seller to agree?',
          es: 'Quiere aportar poco efectivo al cierre. ¿Qué intercambio tiene más probabilidad de convencer al vendedor?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'A larger note with a higher rate or shorter term',
              es: 'Un pagaré mayor con una tasa más alta o un plazo más corto',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'A smaller note at 0 % with a later balloon',
              es: 'Un pagaré menor al 0 % con un pago global más lejano',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'Skipping the loan servicing company',
              es: 'Prescindir de la compañía administradora de préstamos',
            },
          },
        ],
        correctChoiceId: 'a',
      },
    ],
  },
};
