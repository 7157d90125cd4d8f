import type { StandardLesson } from '../../lesson-content';

/** Seller finance: the note and its security, down payment, amortization, balloons, deed or contract, and servicing. */
export const sellerFinance: StandardLesson = {
  lessonId: 'seller-finance',
  required: true,
  content: {
    title: {
      en: 'Seller finance: notes, amortization and balloons',
      es: 'Financiamiento del vendedor: pagarés, amortización y pagos globales',
    },
    summary: {
      en: 'How a seller-carried note works: the promissory note and the deed of trust, down payment, rate, how each payment splits into interest and principal, balloon dates, and who services the loan.',
      es: 'Cómo funciona un pagaré que financia el propio vendedor: el pagaré y la garantía, el enganche, la tasa, cómo se reparte cada pago entre interés y capital, el pago global y quién administra el préstamo.',
    },
    body: {
      en: `## What seller finance is

In a seller-financed deal the seller acts as the bank. Instead of receiving the whole price at closing, the seller takes a down payment and lends you the rest. You get the deed at closing and repay the seller over time. On a Dealflow listing this is the **SellerFinance** purchase type, and the listing shows the seller loan amount, its interest rate, the monthly principal and interest (P&I) and the note's maturity date.

## The two documents

- **Promissory note**: your promise to repay. It states the amount, interest rate, payment, due dates, late fees, and when the whole balance becomes due.
- **Deed of trust or mortgage**: the security. It is recorded against the property and lets the seller foreclose if you stop paying. Which one is used depends on the state.

A title company or closing attorney normally prepares and records both. Have a licensed real-estate attorney review the note before you sign: its terms bind you for years.

## Down payment and rate

The down payment (the listing's entry fee) is the seller's cushion. A larger down payment usually buys a lower rate or a longer term. The rate is negotiated, not set by a bank, so it can sit below market when the seller values a steady income or a quick sale more than the top price.

## Amortization: where each payment goes

A fully amortizing note has the same payment every month, but the split changes. Each month's interest is the balance times the monthly rate; the rest of the payment reduces the balance.

Example: a 200,000 loan at 6 % over 30 years pays **1,199.10 a month**. In the first month the interest is 200,000 × 0.5 % = 1,000, so only 199.10 pays down principal. As the balance falls, interest shrinks and principal grows; by the last year almost the whole payment is principal.

![Stacked bars for a 200,000 loan at 6 % over 30 years: interest is 1,000 of the 1,199.10 payment in year 1 and only 70 in year 30, while principal grows from 199 to 1,129](/training/amortization.svg)

| After | Balance left |
| --- | --- |
| 5 years | about 186,109 |
| 7 years | about 179,279 |
| 30 years | 0 |

Early years repay little principal. Remember that when a note comes due early.

## Balloon payments

Many seller notes are amortized over 30 years but **due** much sooner, for example in 5 or 7 years. On the maturity date the whole remaining balance, the balloon, is due at once. In the example above that is about 186,109 after 5 years.

Most buyers pay a balloon by refinancing or selling. That is the main risk of seller finance: if rates are high, your credit has changed, or the property has lost value when the balloon comes, you may not be able to refinance, and a missed balloon is a default. Before offering, plan how you will pay it, ask for a longer term or an extension option, and check the listing's maturity date against your plan.

## Deed now, or a contract for deed

With a note and deed of trust you own the property from closing. With an **executory contract** (contract for deed, land contract, installment sale), the seller keeps legal title until you finish paying. That protects the seller, but it exposes you: in many states you can lose everything you paid after a default, and a seller's liens or judgments can cloud the title. Several states regulate these contracts closely. Prefer a deed transfer, and never use a contract for deed without an attorney.

## The rules in one sentence

Federal law (the Dodd-Frank Act and the SAFE Act) limits how often a seller may finance homes without a loan originator license and sets conditions on those loans, and states add their own, so the seller should confirm the deal qualifies with an attorney or a licensed residential mortgage loan originator.

## Servicing

Use a **loan servicing company** rather than paying the seller directly. For a modest monthly fee it collects payments, keeps the payment history, sends year-end interest statements for taxes, and can track taxes and insurance. A clean record protects you when you refinance or sell, and protects the seller if there is ever a dispute.

## Before you offer

- Read the rate, P&I and maturity on the listing and run the balloon amount.
- Ask whether the seller has a mortgage of their own; if so, the deal is really a hybrid (see the next lesson).
- Confirm the title company will issue title insurance and record the deed and the security instrument.
- Browse seller-financed listings on [the deals page](/deals).`,
      es: `## Qué es el financiamiento del vendedor

En una operación financiada por el vendedor, el vendedor hace de banco. En lugar de cobrar todo el precio al cierre, recibe un enganche y le presta a usted el resto. Usted recibe la escritura al cierre y le paga al vendedor a plazos. En Dealflow esto corresponde al tipo de compra **SellerFinance**, y el anuncio muestra el monto del préstamo del vendedor, la tasa de interés, el pago mensual de capital e intereses (P&I) y la fecha de vencimiento del pagaré.

## Los dos documentos

- **Pagaré (promissory note)**: su promesa de pago. Indica el monto, la tasa, la cuota, las fechas de pago, los recargos por mora y cuándo vence el saldo completo.
- **Deed of trust o hipoteca**: la garantía. Se inscribe sobre el inmueble y le permite al vendedor ejecutarla si usted deja de pagar. Cuál se usa depende del estado.

Normalmente una compañía de títulos (title company) o un abogado de cierre prepara e inscribe ambos. Pida a un abogado inmobiliario con licencia que revise el pagaré antes de firmar: sus condiciones lo obligan durante años.

## Enganche y tasa

El enganche (el entry fee del anuncio) es el respaldo del vendedor. Un enganche mayor suele conseguir una tasa más baja o un plazo más largo. La tasa se negocia entre las partes, no la fija un banco, así que puede quedar por debajo del mercado cuando el vendedor valora más un ingreso estable o una venta rápida que el precio máximo.

## Amortización: a dónde va cada pago

En un pagaré que amortiza por completo la cuota es la misma cada mes, pero su reparto cambia. El interés del mes es el saldo por la tasa mensual; el resto de la cuota reduce el saldo.

Ejemplo: un préstamo de 200,000 al 6 % a 30 años paga **1,199.10 al mes**. En el primer mes el interés es 200,000 × 0.5 % = 1,000, de modo que solo 199.10 abonan al capital. A medida que baja el saldo, el interés disminuye y el abono a capital crece; en el último año casi toda la cuota es capital.

![Barras apiladas de un préstamo de 200,000 al 6 % a 30 años: el interés es 1,000 de la cuota de 1,199.10 en el año 1 y solo 70 en el año 30, mientras el capital sube de 199 a 1,129](/training/amortization.svg)

| Después de | Saldo pendiente |
| --- | --- |
| 5 años | unos 186,109 |
| 7 años | unos 179,279 |
| 30 años | 0 |

En los primeros años se abona poco capital. Téngalo presente cuando el pagaré vence antes de tiempo.

## Pagos globales (balloon)

Muchos pagarés del vendedor se amortizan a 30 años, pero **vencen** mucho antes, por ejemplo a los 5 o 7 años. En la fecha de vencimiento se debe de una sola vez todo el saldo restante: el pago global. En el ejemplo anterior serían unos 186,109 a los 5 años.

La mayoría de los compradores cubre el pago global refinanciando o vendiendo. Ese es el principal riesgo del financiamiento del vendedor: si al llegar la fecha las tasas están altas, su crédito cambió o el inmueble perdió valor, quizá no pueda refinanciar, y no pagar el saldo global es un incumplimiento. Antes de ofertar, planee cómo lo va a pagar, pida un plazo más largo o una opción de prórroga y compare la fecha de vencimiento del anuncio con su plan.

## Escritura desde el cierre o contrato de compraventa a plazos

Con un pagaré y un deed of trust usted es dueño desde el cierre. Con un **contrato de ejecución diferida** (contract for deed, land contract o venta a plazos), el vendedor conserva el título legal hasta que usted termina de pagar. Eso protege al vendedor pero lo deja expuesto a usted: en muchos estados puede perder todo lo pagado si incumple, y los gravámenes o sentencias contra el vendedor pueden afectar el título. Varios estados regulan estos contratos de cerca. Prefiera la transmisión de la escritura y nunca firme un contract for deed sin un abogado.

## Las reglas en una frase

La ley federal (la Ley Dodd-Frank y la Ley SAFE) limita cuántas viviendas puede financiar un vendedor sin licencia de originador de préstamos y pone condiciones a esos préstamos, y los estados añaden sus propias reglas, así que el vendedor debe confirmar con un abogado o con un originador hipotecario con licencia que la operación cumple.

## Administración del préstamo (servicing)

Use una **compañía de administración de préstamos** en lugar de pagarle directamente al vendedor. Por una cuota mensual moderada cobra los pagos, lleva el historial, emite los estados anuales de intereses para los impuestos y puede dar seguimiento a impuestos y seguro. Un historial limpio lo protege a usted cuando refinancie o venda, y protege al vendedor si alguna vez hay una disputa.

## Antes de ofertar

- Revise en el anuncio la tasa, el P&I y el vencimiento, y calcule el pago global.
- Pregunte si el vendedor tiene su propia hipoteca; si la tiene, en realidad la operación es híbrida (vea la siguiente lección).
- Confirme que la compañía de títulos emitirá el seguro de título e inscribirá la escritura y la garantía.
- Busque anuncios con financiamiento del vendedor en [la página de oportunidades](/deals).`,
    },
    quiz: [
      {
        questionId: 'q1',
        prompt: {
          en: 'In a seller-financed sale, which document secures the note so the seller can foreclose after a default?',
          es: 'En una venta financiada por el vendedor, ¿qué documento garantiza el pagaré para que el vendedor pueda ejecutar tras un incumplimiento?',
        },
        choices: [
          { choiceId: 'a', text: { en: 'The promissory note itself', es: 'El propio pagaré' } },
          {
            choiceId: 'b',
            text: {
              en: 'The deed of trust or mortgage recorded against the property',
              es: 'El deed of trust o la hipoteca inscrita sobre el inmueble',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'The year-end interest statement from the servicer',
              es: 'El estado anual de intereses de la compañía administradora',
            },
          },
        ],
        correctChoiceId: 'b',
      },
      {
        questionId: 'q2',
        prompt: {
          en: 'A 200,000 note at 6 % over 30 years pays 1,199.10 a month. How much of the first payment reduces the balance?',
          es: 'Un pagaré de 200,000 al 6 % a 30 años paga 1,199.10 al mes. ¿Cuánto del primer pago reduce el saldo?',
        },
        choices: [
          { choiceId: 'a', text: { en: '199.10', es: '199.10' } },
          { choiceId: 'b', text: { en: '1,000', es: '1,000' } },
          { choiceId: 'c', text: { en: '555.56', es: '555.56' } },
          { choiceId: 'd', text: { en: 'All of it, 1,199.10', es: 'Todo, 1,199.10' } },
        ],
        correctChoiceId: 'a',
      },
      {
        questionId: 'q3',
        prompt: {
          en: 'A seller note is amortized over 30 years but due in 5. What happens at year 5?',
          es: 'Un pagaré del vendedor se amortiza a 30 años pero vence a los 5. ¿Qué pasa en el año 5?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'Nothing: payments continue for 25 more years',
              es: 'Nada: los pagos siguen 25 años más',
            },
          },
          {
            choiceId: 'b',
            text: { en: 'The seller forgives what is left', es: 'El vendedor perdona lo que falta' },
          },
          {
            choiceId: 'c',
            text: {
              en: 'The whole remaining balance is due at once, usually paid by refinancing or selling',
              es: 'Se debe de una vez todo el saldo restante, que se suele pagar refinanciando o vendiendo',
            },
          },
        ],
        correctChoiceId: 'c',
      },
      {
        questionId: 'q4',
        prompt: {
          en: 'Why is a contract for deed riskier for the buyer than a deed transfer with a note?',
          es: '¿Por qué un contract for deed es más riesgoso para el comprador que recibir la escritura con un pagaré?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'It always carries a higher interest rate by law',
              es: 'Por ley siempre tiene una tasa de interés más alta',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'The seller keeps legal title until the last payment, so a default can cost the buyer what they paid',
              es: 'El vendedor conserva el título legal hasta el último pago, así que un incumplimiento puede costarle al comprador lo pagado',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'It cannot be used with a loan servicing company',
              es: 'No puede usarse con una compañía administradora de préstamos',
            },
          },
        ],
        correctChoiceId: 'b',
      },
    ],
  },
};
