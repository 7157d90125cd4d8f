import type { StandardLesson } from '../../lesson-content';

/** Lease options: the option fee, price and term, rent credits, lapse, recording, maintenance and sandwich deals. */
export const leaseOptions: StandardLesson = {
  lessonId: 'lease-options',
  required: true,
  content: {
    title: {
      en: 'Lease options: option fee, term and rent credits',
      es: 'Arrendamiento con opción a compra: prima, plazo y créditos de renta',
    },
    summary: {
      en: 'How a lease with an option to buy works: the non-refundable option fee, the fixed option price and term, monthly rent credits, what happens if the option lapses, recording a memorandum, who maintains the home, and sandwich lease options.',
      es: 'Cómo funciona un arrendamiento con opción a compra: la prima de opción no reembolsable, el precio y el plazo fijos, los créditos mensuales de renta, qué pasa si la opción vence, la inscripción de un memorándum, quién da mantenimiento y el sandwich lease option.',
    },
    body: {
      en: `## Two agreements in one deal

A lease option joins a **lease**, under which you rent and live in or sublet the property, and an **option**, which gives you the right, but not the obligation, to buy it at a set price before a set date. The seller must sell if you exercise the option; you may walk away. Ownership stays with the seller until you exercise and close, so you do not take over any loan and there is no interest rate on the listing.

On Dealflow a LeaseOption listing shows the option fee, the option price, the option term in years, the monthly lease payment and, when part of the rent counts toward the price, the monthly credit.

## The terms that matter

- **Option fee**: what you pay up front for the right to buy. It is usually **non-refundable**: if you do not buy, the seller keeps it. Many sellers agree to credit it toward the price when you exercise. On the marketplace it counts as the deal's entry fee.
- **Option price**: the purchase price, fixed today. If the home appreciates, the gain is yours when you buy; if it loses value, you can choose not to buy.
- **Option term**: how long you have to exercise, usually 1 to 3 years, sometimes longer. Make sure it gives you time to repair your credit, save, or line up financing.
- **Rent credits**: part of each monthly payment credited toward the price, on top of fair-market rent or built into a slightly higher rent.

## A worked example

Option price 300,000 with a 3-year term. Option fee 9,000, credited at closing. Rent 2,250 a month, of which 250 is credited.

| Item | Amount |
| --- | --- |
| Option fee credit | 9,000 |
| Rent credits, 36 × 250 | 9,000 |
| Total credits | 18,000 |
| Left to pay at exercise | 282,000 |

The 282,000 usually comes from a new mortgage. A lender may not count rent credits as your down payment unless the lease, the payment records and an appraisal support them, so ask a lender early and keep proof of every payment.

## If the option lapses

If the term ends and you have not exercised, or you breach the lease, the option usually ends. You lose the option fee and the rent credits, and the lease ends or continues as written. Read what counts as default: in some agreements one late rent payment cancels the option. Ask for an extension clause, with a fee if needed, before you sign.

## Record a memorandum of option

Ask the title company to record a short **memorandum of option** (or memorandum of lease and option) in the county records. It tells the world you hold an option, so the seller cannot easily sell or borrow against the property as if you did not. Before signing, order a title search: if the seller has a mortgage and stops paying it, a foreclosure can wipe out your option. Ask for proof the loan is current during the term.

## Who fixes what

Lease options often make the tenant-buyer responsible for routine maintenance and small repairs, and leave the roof, structure and major systems to the owner. Nothing is standard: write down who pays for what, up to which amount, and who carries insurance. A property inspection before you sign shows what you are taking on.

## Sandwich lease options

In a **sandwich lease option** an investor takes a lease option from the owner and then gives a second lease option to a tenant-buyer, at a higher rent, a higher option price, or both. The investor earns the spreads but stays liable to the owner if the tenant-buyer stops paying. The first agreement must allow subletting and assigning.

## Get help with the paperwork

Landlord-tenant law applies to the lease, and some states treat long lease options or rent credits like a sale on installments, with disclosures and tenant protections. Have a licensed real-estate attorney draft or review the agreements, and use a title company for the memorandum and the final closing. Find LeaseOption listings on [the deals page](/deals).`,
      es: `## Dos acuerdos en una misma operación

Un arrendamiento con opción a compra (lease option) une un **contrato de arrendamiento**, por el que usted renta la vivienda para habitarla o subarrendarla, y una **opción**, que le da el derecho, pero no la obligación, de comprarla a un precio fijo antes de una fecha fija. Si usted ejerce la opción, el vendedor tiene que vender; usted puede retirarse. La propiedad sigue a nombre del vendedor hasta que usted ejerza la opción y se cierre la compra, así que no asume ningún préstamo y el anuncio no muestra tasa de interés.

En Dealflow un anuncio LeaseOption muestra la prima de opción, el precio de opción, el plazo en años, la renta mensual y, cuando parte de la renta se abona al precio, el crédito mensual.

## Las condiciones que importan

- **Prima de opción (option fee)**: lo que paga por adelantado por el derecho a comprar. Por lo general **no es reembolsable**: si no compra, el vendedor se la queda. Muchos vendedores aceptan abonarla al precio cuando usted ejerce la opción. En el marketplace cuenta como el entry fee de la operación.
- **Precio de opción**: el precio de compra, fijado desde hoy. Si la vivienda se revaloriza, la ganancia es suya al comprar; si pierde valor, puede decidir no comprar.
- **Plazo de la opción**: el tiempo que tiene para ejercerla, por lo general de 1 a 3 años, a veces más. Asegúrese de que le alcance para mejorar su crédito, ahorrar o conseguir financiamiento.
- **Créditos de renta**: la parte de cada pago mensual que se abona al precio, además de una renta de mercado o incluida en una renta un poco más alta.

## Un ejemplo con números

Precio de opción 300,000 con plazo de 3 años. Prima de opción 9,000, abonable al cierre. Renta de 2,250 al mes, de la que se abonan 250.

| Concepto | Monto |
| --- | --- |
| Abono de la prima de opción | 9,000 |
| Créditos de renta, 36 × 250 | 9,000 |
| Total de créditos | 18,000 |
| Saldo por pagar al ejercer | 282,000 |

Los 282,000 suelen salir de una hipoteca nueva. Es posible que el banco no acepte los créditos de renta como enganche si el contrato, el historial de pagos y un avalúo no los respaldan, así que consulte pronto con un prestamista y guarde el comprobante de cada pago.

## Si la opción vence

Si termina el plazo y no ejerció la opción, o si incumple el arrendamiento, la opción por lo general se extingue. Pierde la prima y los créditos de renta, y el arrendamiento termina o continúa según lo pactado. Lea qué se considera incumplimiento: en algunos contratos un solo pago de renta atrasado cancela la opción. Antes de firmar, pida una cláusula de prórroga, aunque tenga costo.

## Inscriba un memorándum de opción

Pida a la compañía de títulos que inscriba en el registro del condado un breve **memorándum de opción** (memorandum of option, o de arrendamiento y opción). Así queda público que usted tiene una opción, y al vendedor le cuesta más vender o hipotecar la vivienda como si no existiera. Antes de firmar, solicite una búsqueda de título: si el vendedor tiene una hipoteca y deja de pagarla, una ejecución hipotecaria puede borrar su opción. Pida comprobantes de que el préstamo está al corriente durante el plazo.

## Quién repara qué

En muchos arrendamientos con opción el inquilino-comprador se encarga del mantenimiento de rutina y de las reparaciones menores, y el dueño del techo, la estructura y los sistemas principales. No hay un estándar: deje por escrito quién paga qué, hasta qué monto y quién contrata el seguro. Una inspección antes de firmar le muestra lo que está asumiendo.

## Sandwich lease option

En un **sandwich lease option** un inversionista toma un arrendamiento con opción del dueño y luego otorga un segundo arrendamiento con opción a un inquilino-comprador, con una renta más alta, un precio de opción más alto o ambos. El inversionista gana las diferencias, pero sigue respondiendo ante el dueño si el inquilino-comprador deja de pagar. El primer contrato debe permitir subarrendar y ceder.

## Apóyese en profesionales

Al arrendamiento se le aplica la ley de arrendamientos, y algunos estados tratan las opciones largas o los créditos de renta como una venta a plazos, con avisos obligatorios y protecciones para el inquilino. Pida a un abogado inmobiliario con licencia que redacte o revise los contratos, y use una compañía de títulos para el memorándum y el cierre final. Encuentre anuncios LeaseOption en [la página de oportunidades](/deals).`,
    },
    quiz: [
      {
        questionId: 'q1',
        prompt: {
          en: 'You paid a 9,000 option fee and decide not to buy when the term ends. What usually happens to the fee?',
          es: 'Pagó una prima de opción de 9,000 y decide no comprar al terminar el plazo. ¿Qué suele pasar con la prima?',
        },
        choices: [
          {
            choiceId: 'a',
            text: { en: 'It is refunded with interest', es: 'Se la devuelven con intereses' },
          },
          {
            choiceId: 'b',
            text: {
              en: 'It becomes the security deposit of the lease',
              es: 'Se convierte en el depósito en garantía del arrendamiento',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'The seller keeps it, because it is non-refundable',
              es: 'El vendedor se la queda, porque no es reembolsable',
            },
          },
        ],
        correctChoiceId: 'c',
      },
      {
        questionId: 'q2',
        prompt: {
          en: 'Option price 300,000, a 9,000 option fee credited at closing, and 250 of rent credited each month for 36 months. What is left to pay at exercise?',
          es: 'Precio de opción 300,000, prima de 9,000 abonable al cierre y 250 de renta abonados cada mes durante 36 meses. ¿Cuánto queda por pagar al ejercer?',
        },
        choices: [
          { choiceId: 'a', text: { en: '291,000', es: '291,000' } },
          { choiceId: 'b', text: { en: '282,000', es: '282,000' } },
          { choiceId: 'c', text: { en: '300,000', es: '300,000' } },
          { choiceId: 'd', text: { en: '219,000', es: '219,000' } },
        ],
        correctChoiceId: 'b',
      },
      {
        questionId: 'q3',
        prompt: {
          en: 'Why record a memorandum of option?',
          es: '¿Para qué inscribir un memorándum de opción?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'It puts the public on notice of your option, so the seller cannot easily sell or borrow against the home as if it did not exist',
              es: 'Hace pública su opción, así que al vendedor le cuesta vender o hipotecar la vivienda como si no existiera',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'It transfers ownership to you at once',
              es: 'Le transmite la propiedad de inmediato',
            },
          },
          {
            choiceId: 'c',
            text: { en: 'It makes the option fee refundable', es: 'Hace reembolsable la prima de opción' },
          },
        ],
        correctChoiceId: 'a',
      },
      {
        questionId: 'q4',
        prompt: {
          en: 'In a sandwich lease option, who is liable to the owner if the tenant-buyer stops paying?',
          es: 'En un sandwich lease option, ¿quién responde ante el dueño si el inquilino-comprador deja de pagar?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'Nobody: the owner must evict the tenant-buyer',
              es: 'Nadie: el dueño debe desalojar al inquilino-comprador',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'The title company that recorded the memorandum',
              es: 'La compañía de títulos que inscribió el memorándum',
            },
          },
          { choiceId: 'c', text: { en: 'The owner’s lender', es: 'El banco del dueño' } },
          {
            choiceId: 'd',
            text: {
              en: 'The investor in the middle, who holds the first lease option',
              es: 'El inversionista intermedio, que tiene el primer arrendamiento con opción',
            },
          },
        ],
        correctChoiceId: 'd',
      },
    ],
  },
};
