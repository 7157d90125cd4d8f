import type { StandardLesson } from '../../lesson-content';

/** How to read a listing's numbers: entry fee, loan terms, PITI vs P&I, monthly costs, spread, cash flow, cash-on-cash and the 70 % rule. */
export const readingTheNumbers: StandardLesson = {
  lessonId: 'reading-the-numbers',
  required: true,
  content: {
    title: {
      en: "Reading a listing's numbers: entry fee, payment and spread",
      es: 'Cómo leer los números de un anuncio: cuota de entrada, pago mensual y margen',
    },
    summary: {
      en: 'What each number on a Dealflow listing means, what your all-in monthly payment is, and how to work out the spread, cash flow, cash-on-cash return and a 70 % rule offer.',
      es: 'Qué significa cada número de un anuncio en Dealflow, cuál es tu pago mensual total y cómo calcular el margen, el flujo de caja, el retorno sobre el efectivo y una oferta con la regla del 70 %.',
    },
    body: {
      en: `## The numbers on a listing

Every Dealflow listing shows a handful of numbers. Read them together, and always check them against documents before you close: the seller's figures are a starting point.

- **Purchase price**: the total price of the deal. In a subject-to deal it is roughly the loan balance plus the entry fee; in a hybrid it also includes the seller's note.
- **Entry fee**: the cash you bring to close a creative deal. Ask what it covers. It usually pays the seller's cash, any past-due payments needed to reinstate the loan, and often closing costs and the assignment fee. It does not cover repairs, insurance or the reserves you keep for vacancies.
- **Loan balance**: what is still owed on the existing loan. Confirm it with a recent mortgage statement.
- **Interest rate**: the rate of the existing loan (or the seller's note). A low rate is often the reason a creative deal is worth doing. Dealflow tags rates of 5 % or less as low and 3.5 % or less as super-low; entry fees of $25,000 or less as low and $10,000 or less as super-low.
- **Earnest money deposit**: the deposit the seller expects, held by the title company or closing attorney, not paid to the seller.

## PITI or P&I: what the payment includes

**PITI** is principal, interest, taxes and insurance: the full mortgage payment when taxes and insurance are paid through the lender's escrow account. Subject-to listings show PITI.

**P&I** is principal and interest only. Seller-finance listings show the P&I of the seller's note, so you must add property taxes and insurance yourself.

Then add what is billed separately: the **HOA monthly fee** and the **solar monthly fee** for leased or financed panels. In a hybrid, add the existing loan's PITI and the seller note's P&I.

Escrow amounts change. In many states taxes are reassessed after a sale, and insurance premiums rise at renewal, so budget for a higher PITI next year.

## The spread

The spread is the room between what the property is worth and what you pay for it:

**Spread = market value − (loan balance + entry fee + any seller note)**

![Bar chart: a $300,000 market value compared with $270,000 paid, made of a $240,000 loan balance and a $30,000 entry fee, leaving a $30,000 spread](/training/deal-numbers.svg)

The spread is your cushion if prices fall and your profit if you sell. Base the value on recent comparable sales, not the seller's estimate.

## Cash flow and cash-on-cash return

**Monthly cash flow = rent − all-in monthly payment − reserves.** Reserves cover vacancy, repairs and capital items; many investors set aside 10 % to 20 % of the rent, more for older houses or if you pay a property manager.

**Cash-on-cash return = yearly cash flow ÷ total cash you put in.** Cash in means the entry fee plus closing costs and any repairs you pay up front.

## A worked example

A house worth $300,000 is offered subject-to: loan balance $240,000 at 3 %, entry fee $30,000, PITI $1,600, HOA $100, solar lease $150. It rents for $2,500.

| Item | Amount |
| --- | --- |
| All-in payment: $1,600 + $100 + $150 | $1,850 a month |
| Reserves, 10 % of rent | $250 a month |
| Cash flow: $2,500 − $1,850 − $250 | $400 a month, $4,800 a year |
| Cash in: entry fee, closing costs included | $30,000 |
| Cash-on-cash: $4,800 ÷ $30,000 | 16 % |
| Spread: $300,000 − $270,000 | $30,000 |

If the solar lease were $300 instead of $150, cash flow would drop to $250 a month and the return to 10 %. Small monthly fees matter.

## The 70 % rule for cash flips

For a property you will repair and resell, a common ceiling is:

**Maximum offer = 70 % of after-repair value (ARV) − repairs**

With an ARV of $200,000 and $30,000 of repairs: 70 % of $200,000 is $140,000, minus $30,000, so the most you offer is **$110,000**. The remaining 30 % pays for closing costs, holding costs, selling costs and your profit. Treat it as a quick filter, not a guarantee: a reliable ARV and a contractor's repair bid decide the real number.`,
      es: `## Los números de un anuncio

Cada anuncio de Dealflow muestra unos cuantos números. Léelos en conjunto y contrástalos siempre con documentos antes de cerrar: las cifras del vendedor son solo un punto de partida.

- **Precio de compra**: el precio total del negocio. En una compra subject-to equivale, más o menos, al saldo del préstamo más la cuota de entrada; en una híbrida también incluye el pagaré del vendedor.
- **Cuota de entrada**: el efectivo que aportas para cerrar una compra creativa. Pregunta qué incluye. Normalmente cubre el pago al vendedor, las mensualidades atrasadas necesarias para poner al día el préstamo y, a menudo, los gastos de cierre y la comisión de cesión. No cubre reparaciones, seguro ni la reserva que guardas para periodos sin inquilino.
- **Saldo del préstamo**: lo que aún se debe del préstamo existente. Confírmalo con un estado de cuenta hipotecario reciente.
- **Tasa de interés**: la tasa del préstamo existente (o del pagaré del vendedor). Una tasa baja suele ser la razón por la que vale la pena una compra creativa. Dealflow marca como baja una tasa de 5 % o menos y como muy baja una de 3,5 % o menos; y como baja una cuota de entrada de 25.000 USD o menos y muy baja una de 10.000 USD o menos.
- **Depósito de garantía**: el depósito que espera el vendedor, que guarda la compañía de títulos o el abogado de cierre; no se le paga al vendedor.

## PITI o P&I: qué incluye el pago

**PITI** son capital, intereses, impuestos y seguro: el pago hipotecario completo cuando los impuestos y el seguro se pagan a través de la cuenta de depósito (escrow) del prestamista. Los anuncios subject-to muestran el PITI.

**P&I** son solo capital e intereses. Los anuncios de financiamiento del vendedor muestran el P&I del pagaré, así que tú debes sumar el impuesto predial y el seguro.

Luego suma lo que se cobra aparte: la **cuota mensual de la HOA** y la **cuota solar mensual** de paneles arrendados o financiados. En una híbrida, suma el PITI del préstamo existente y el P&I del pagaré del vendedor.

Los montos del escrow cambian. En muchos estados los impuestos se reevalúan después de una venta, y las primas del seguro suben al renovarse, así que presupuesta un PITI más alto para el año siguiente.

## El margen (spread)

El margen es la diferencia entre lo que vale la propiedad y lo que pagas por ella:

**Margen = valor de mercado − (saldo del préstamo + cuota de entrada + pagaré del vendedor, si lo hay)**

![Gráfico de barras: un valor de mercado de 300.000 USD frente a 270.000 USD pagados, formados por un saldo de préstamo de 240.000 USD y una cuota de entrada de 30.000 USD, con un margen de 30.000 USD](/training/deal-numbers.svg)

El margen es tu colchón si los precios bajan y tu ganancia si vendes. Calcula el valor con ventas comparables recientes, no con el estimado del vendedor.

## Flujo de caja y retorno sobre el efectivo

**Flujo de caja mensual = renta − pago mensual total − reservas.** Las reservas cubren vacancia, reparaciones y reemplazos mayores; muchos inversionistas apartan entre el 10 % y el 20 % de la renta, más en casas antiguas o si pagas administración.

**Retorno sobre el efectivo (cash-on-cash) = flujo de caja anual ÷ efectivo total que aportaste.** El efectivo aportado es la cuota de entrada más los gastos de cierre y las reparaciones que pagues al inicio.

## Un ejemplo con números

Una casa que vale 300.000 USD se ofrece subject-to: saldo del préstamo de 240.000 USD al 3 %, cuota de entrada de 30.000 USD, PITI de 1.600 USD, HOA de 100 USD y arrendamiento solar de 150 USD. Se renta en 2.500 USD.

| Concepto | Monto |
| --- | --- |
| Pago total: 1.600 + 100 + 150 | 1.850 USD al mes |
| Reservas, 10 % de la renta | 250 USD al mes |
| Flujo de caja: 2.500 − 1.850 − 250 | 400 USD al mes, 4.800 USD al año |
| Efectivo aportado: cuota de entrada, con gastos de cierre incluidos | 30.000 USD |
| Retorno sobre el efectivo: 4.800 ÷ 30.000 | 16 % |
| Margen: 300.000 − 270.000 | 30.000 USD |

Si el arrendamiento solar fuera de 300 USD en vez de 150, el flujo bajaría a 250 USD al mes y el retorno al 10 %. Las cuotas pequeñas pesan.

## La regla del 70 % para remodelar y revender

Para una propiedad que vas a reparar y revender en efectivo, un tope común es:

**Oferta máxima = 70 % del valor después de reparaciones (ARV) − reparaciones**

Con un ARV de 200.000 USD y 30.000 USD de reparaciones: el 70 % de 200.000 es 140.000, menos 30.000, así que lo máximo que ofreces es **110.000 USD**. El 30 % restante paga los gastos de cierre, de tenencia y de venta, y tu ganancia. Úsala como filtro rápido, no como garantía: el número real lo deciden un ARV confiable y el presupuesto de un contratista.`,
    },
    quiz: [
      {
        questionId: 'q1',
        prompt: {
          en: 'A seller-finance listing shows a monthly P&I of $1,200. What must you add to get your housing payment?',
          es: 'Un anuncio de financiamiento del vendedor muestra un P&I mensual de 1.200 USD. ¿Qué debes sumar para obtener tu pago de vivienda?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'Nothing: P&I already includes taxes and insurance',
              es: 'Nada: el P&I ya incluye impuestos y seguro',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'Only the entry fee, spread over twelve months',
              es: 'Solo la cuota de entrada, repartida en doce meses',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'Property taxes and insurance, plus any HOA or solar fee',
              es: 'El impuesto predial y el seguro, más cualquier cuota de HOA o solar',
            },
          },
        ],
        correctChoiceId: 'c',
      },
      {
        questionId: 'q2',
        prompt: {
          en: 'Using the 70 % rule, what is the maximum offer on a flip with an ARV of $200,000 and $30,000 of repairs?',
          es: 'Con la regla del 70 %, ¿cuál es la oferta máxima para una reventa con un ARV de 200.000 USD y 30.000 USD de reparaciones?',
        },
        choices: [
          { choiceId: 'a', text: { en: '$110,000', es: '110.000 USD' } },
          { choiceId: 'b', text: { en: '$119,000', es: '119.000 USD' } },
          { choiceId: 'c', text: { en: '$140,000', es: '140.000 USD' } },
          { choiceId: 'd', text: { en: '$170,000', es: '170.000 USD' } },
        ],
        correctChoiceId: 'a',
      },
      {
        questionId: 'q3',
        prompt: {
          en: 'A rental produces $6,000 of cash flow a year and you put in $40,000 in total. What is the cash-on-cash return?',
          es: 'Una propiedad en renta produce 6.000 USD de flujo de caja al año y aportaste 40.000 USD en total. ¿Cuál es el retorno sobre el efectivo?',
        },
        choices: [
          { choiceId: 'a', text: { en: '6 %', es: '6 %' } },
          { choiceId: 'b', text: { en: '15 %', es: '15 %' } },
          { choiceId: 'c', text: { en: '40 %', es: '40 %' } },
        ],
        correctChoiceId: 'b',
      },
      {
        questionId: 'q4',
        prompt: {
          en: 'A house is worth $250,000. You take over a $200,000 loan balance and pay a $20,000 entry fee. What is the spread?',
          es: 'Una casa vale 250.000 USD. Asumes un saldo de préstamo de 200.000 USD y pagas una cuota de entrada de 20.000 USD. ¿Cuál es el margen?',
        },
        choices: [
          { choiceId: 'a', text: { en: '$50,000', es: '50.000 USD' } },
          { choiceId: 'b', text: { en: '$20,000', es: '20.000 USD' } },
          { choiceId: 'c', text: { en: '$230,000', es: '230.000 USD' } },
          { choiceId: 'd', text: { en: '$30,000', es: '30.000 USD' } },
        ],
        correctChoiceId: 'd',
      },
    ],
  },
};
