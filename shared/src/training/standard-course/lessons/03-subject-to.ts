import type { StandardLesson } from '../../lesson-content';

/** What buying subject to the seller's loan means and how to manage its risks: due-on-sale, insurance, servicing, reinstatement. */
export const subjectTo: StandardLesson = {
  lessonId: 'subject-to',
  required: true,
  content: {
    title: {
      en: 'Subject-to: buying with the seller’s loan in place',
      es: 'Subject-to: comprar con el préstamo del vendedor en su lugar',
    },
    summary: {
      en: 'How a subject-to purchase works and how to protect yourself and the seller: the entry fee, the due-on-sale clause, insurance, loan servicing and proof of payment, reinstating a loan in default, and FHA, VA and conventional loans.',
      es: 'Cómo funciona una compra subject-to y cómo protegerte a ti y al vendedor: la cuota de entrada, la cláusula de vencimiento por venta, el seguro, la administración del préstamo y el comprobante de pago, cómo poner al día un préstamo atrasado, y los préstamos FHA, VA y convencionales.',
    },
    body: {
      en: `## What subject-to means

In a **subject-to** purchase the seller deeds the property to you, but the existing mortgage **stays in the seller’s name**. You do not assume or refinance the loan; you take title "subject to" it and agree to make its payments. The attraction is the loan itself: a low interest rate and a payment you could not get on a new loan today.

The seller stays legally liable for the loan, and every payment you make or miss lands on **their** credit. Pay on time, every time.

## The entry fee

The **entry fee** is the cash you bring to closing to take over the deal. It usually covers the seller’s equity or moving money, arrears if the loan is behind, closing costs and any wholesaler’s fee. Read it together with the listing’s loan type, balance, interest rate and PITI (principal, interest, taxes and insurance): a low entry fee with a high payment may not be a good deal.

## The due-on-sale clause

Almost every mortgage has a **due-on-sale clause**: if the property is transferred without the lender’s consent, the lender **may** demand the full balance. The federal Garn–St Germain Depository Institutions Act of 1982 generally makes these clauses enforceable. It excludes some transfers (for example, to a spouse or child, on a borrower’s death, or into a living trust where the borrower stays a beneficiary and occupant), but a sale to an investor is **not** one of them.

What this does and does not mean:

- It **does** mean the lender has the right to call the loan due. If it does and you cannot pay off or refinance, foreclosure is a real possibility.
- It **does not** make a subject-to transfer a crime, and the loan does not become due automatically; the lender chooses whether to act. Many performing loans are never called; do not count on it.
- Plan for it: keep reserves, and know how you would refinance or sell if the loan were called. Never lie to a lender or servicer about who owns or lives in the property.

Trusts and other structures do not remove the risk. Have a licensed real-estate attorney prepare or review the deed, the agreement and any trust, and close through a title company that handles subject-to.

## Insurance

The seller’s homeowner policy usually stops fitting once they no longer own or live in the home. At closing, put in place a new policy: a **landlord (dwelling) policy** if you will rent the property, or a homeowner policy if you will live there. Name yourself (or your entity) as insured, keep the **seller as a named or additional insured** because their loan is still on the property, and list the lender as **mortgagee** so the servicer does not buy expensive force-placed insurance. If the loan has an escrow account, agree in writing who receives any refund of the old premium and the escrow balance.

## Loan servicing and proof of payment

Decide before closing **who pays the servicer and how**:

- **You pay directly** to the servicer, with the seller’s written authorization so the servicer will talk to you and give you online access.
- **A third-party servicing company** collects from you, pays the lender, and sends statements to both you and the seller. It costs a small monthly fee and gives everyone an independent record.

Either way, keep **proof of every payment** and share it with the seller each month. Watch for notices sent to the seller’s address (servicing transfers, escrow shortages, insurance letters): agree that the seller forwards all loan mail at once.

## Reinstatement: loans in default

Many subject-to deals come from sellers who have fallen behind. **Reinstatement** means paying the arrears (missed payments, late fees and any foreclosure costs) to bring the loan current. Get a **written reinstatement quote** from the servicer, good through your closing date, and have the title company pay it at closing. If a foreclosure sale is scheduled, timing is critical. Several states have special rules for buying a home in foreclosure; have an attorney review these deals.

## FHA, VA and conventional loans

| Loan | What to know |
| --- | --- |
| Conventional | Has a due-on-sale clause; may carry private mortgage insurance until enough equity builds. |
| FHA | Has a due-on-sale clause; mortgage insurance often lasts the life of the loan; can be formally assumed by a qualified buyer. |
| VA | Can be formally assumed with lender approval; while the loan remains, part of the veteran seller’s VA entitlement stays tied to it. |

A veteran seller should know their entitlement stays tied up until the loan is paid off or a qualified veteran substitutes theirs.

This lesson is general information, not legal advice. Consult a licensed attorney and your title company before you buy subject-to.`,
      es: `## Qué significa subject-to

En una compra **subject-to** (sujeta al préstamo existente) el vendedor te traspasa la escritura de la propiedad, pero la hipoteca actual **sigue a nombre del vendedor**. No asumes ni refinancias el préstamo: recibes el título "sujeto" a él y te comprometes a pagar sus cuotas. El atractivo es el préstamo mismo: una tasa baja y un pago que hoy no conseguirías con un préstamo nuevo.

El vendedor sigue siendo legalmente responsable del préstamo, y cada pago que haces o dejas de hacer se refleja en **su** historial de crédito. Paga puntualmente, siempre.

## La cuota de entrada

La **cuota de entrada** es el dinero que llevas al cierre para quedarte con la operación. Suele cubrir el capital del vendedor o su dinero para mudarse, los atrasos si el préstamo no está al día, los costos de cierre y la comisión del mayorista, si la hay. Léela junto con el tipo de préstamo, el saldo, la tasa y el PITI (capital, intereses, impuestos y seguro) del anuncio: una cuota de entrada baja con un pago mensual alto puede no ser buen negocio.

## La cláusula de vencimiento por venta (due-on-sale)

Casi todas las hipotecas la tienen: si la propiedad se transfiere sin el consentimiento del prestamista, este **puede** exigir el saldo completo. La ley federal Garn–St Germain de 1982 hace que, en general, estas cláusulas sean exigibles. La ley excluye algunas transferencias (por ejemplo, al cónyuge o a un hijo, por fallecimiento del deudor, o a un fideicomiso en vida donde el deudor sigue como beneficiario y ocupante), pero la venta a un inversionista **no** es una de ellas.

Qué significa y qué no:

- **Sí** significa que el prestamista tiene derecho a declarar vencido el préstamo. Si lo hace y no puedes liquidarlo ni refinanciarlo, la ejecución hipotecaria es una posibilidad real.
- **No** convierte la transferencia subject-to en un delito, y el préstamo no vence de forma automática: el prestamista decide si actúa. Muchos préstamos al corriente nunca se aceleran; no lo des por hecho.
- Prepárate: ten reservas y sabe cómo refinanciarías o venderías si te exigieran el pago. Nunca le mientas al prestamista ni al administrador del préstamo sobre quién es el dueño o quién vive en la propiedad.

Los fideicomisos y otras estructuras no eliminan el riesgo. Pide a un abogado inmobiliario con licencia que prepare o revise la escritura, el contrato y cualquier fideicomiso, y cierra con una compañía de títulos que maneje operaciones subject-to.

## El seguro

La póliza de propietario del vendedor normalmente deja de ser adecuada cuando ya no es dueño ni vive en la casa. Al cierre, contrata una póliza nueva: una **póliza para arrendadores** (de vivienda) si vas a rentar la propiedad, o una de propietario si vas a vivir en ella. Figura tú (o tu empresa) como asegurado, mantén al **vendedor como asegurado nombrado o adicional**, porque su préstamo sigue sobre la propiedad, e incluye al prestamista como **acreedor hipotecario** para que el administrador no contrate un seguro forzoso mucho más caro. Si el préstamo tiene cuenta de escrow, acuerden por escrito quién recibe el reembolso de la prima anterior y ese saldo.

## Administración del préstamo y comprobante de pago

Antes del cierre, decidan **quién le paga al administrador del préstamo y cómo**:

- **Pagas tú directamente**, con una autorización escrita del vendedor para que el administrador hable contigo y te dé acceso en línea.
- **Una empresa administradora independiente** te cobra a ti, le paga al prestamista y envía estados de cuenta a ti y al vendedor. Cuesta una pequeña cuota mensual y deja a todos un registro independiente.

En cualquier caso, guarda el **comprobante de cada pago** y compártelo con el vendedor cada mes. Atención a los avisos que llegan a la dirección del vendedor (cambios de administrador, faltantes de escrow, cartas del seguro): acuerden que te reenvíe de inmediato toda correspondencia del préstamo.

## Restablecer un préstamo atrasado

Muchas operaciones subject-to vienen de vendedores que se atrasaron. **Restablecer** el préstamo (reinstatement) significa pagar los atrasos (cuotas vencidas, recargos y cualquier costo de ejecución hipotecaria) para ponerlo al corriente. Pide al administrador una **cotización de restablecimiento por escrito**, válida hasta tu fecha de cierre, y que la compañía de títulos la pague al cierre. Si ya hay fecha de remate, el tiempo es crítico. Varios estados tienen reglas especiales para comprar casas en ejecución hipotecaria; pide a un abogado que revise estas operaciones.

## Préstamos FHA, VA y convencionales

| Préstamo | Qué debes saber |
| --- | --- |
| Convencional | Tiene cláusula de vencimiento por venta; puede llevar seguro hipotecario privado hasta que se acumule suficiente capital. |
| FHA | Tiene cláusula de vencimiento por venta; el seguro hipotecario suele durar toda la vida del préstamo; un comprador calificado puede asumirlo formalmente. |
| VA | Puede asumirse formalmente con aprobación del prestamista; mientras exista, parte del derecho VA del veterano vendedor queda ligado a él. |

Un veterano vendedor debe saber que su derecho VA queda comprometido hasta que se liquide el préstamo o un veterano calificado lo sustituya con el suyo.

Esta lección es información general, no asesoría legal: consulta a un abogado con licencia y a tu compañía de títulos antes de comprar.`,
    },
    quiz: [
      {
        questionId: 'q1',
        prompt: {
          en: 'After a subject-to closing, whose name is the existing mortgage in?',
          es: 'Después de un cierre subject-to, ¿a nombre de quién está la hipoteca existente?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'The buyer’s, because the deed changed',
              es: 'Del comprador, porque cambió la escritura',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'The title company’s, until the loan is paid off',
              es: 'De la compañía de títulos, hasta que se liquide el préstamo',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'Still the seller’s, who stays liable for it',
              es: 'Sigue a nombre del vendedor, que continúa siendo responsable',
            },
          },
        ],
        correctChoiceId: 'c',
      },
      {
        questionId: 'q2',
        prompt: {
          en: 'Which statement about the due-on-sale clause is correct?',
          es: '¿Qué afirmación sobre la cláusula de vencimiento por venta es correcta?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'The lender may call the loan due after the transfer, but it is not automatic',
              es: 'El prestamista puede declarar vencido el préstamo tras la transferencia, pero no es automático',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'Garn–St Germain forbids lenders from using it against investor purchases',
              es: 'La ley Garn–St Germain prohíbe aplicarla a compras de inversionistas',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'Putting the property in a trust removes the risk completely',
              es: 'Poner la propiedad en un fideicomiso elimina el riesgo por completo',
            },
          },
          {
            choiceId: 'd',
            text: {
              en: 'The loan becomes due automatically on the day the deed is recorded',
              es: 'El préstamo vence automáticamente el día en que se registra la escritura',
            },
          },
        ],
        correctChoiceId: 'a',
      },
      {
        questionId: 'q3',
        prompt: {
          en: 'You buy subject-to and will rent the home out. How should it be insured?',
          es: 'Compras subject-to y vas a rentar la casa. ¿Cómo debe asegurarse?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'Keep the seller’s homeowner policy unchanged so the lender notices nothing',
              es: 'Mantener sin cambios la póliza de propietario del vendedor para que el prestamista no note nada',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'A new landlord policy: you insured, the seller named or additional insured, the lender as mortgagee',
              es: 'Una póliza nueva para arrendadores: tú asegurado, el vendedor como asegurado adicional y el prestamista como acreedor',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'No policy: the lender’s force-placed insurance covers everyone',
              es: 'Ninguna póliza: el seguro forzoso del prestamista cubre a todos',
            },
          },
        ],
        correctChoiceId: 'b',
      },
      {
        questionId: 'q4',
        prompt: {
          en: 'The seller’s loan is three payments behind. What does reinstating it involve?',
          es: 'El préstamo del vendedor tiene tres pagos atrasados. ¿Qué implica restablecerlo?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'Refinancing the loan into the buyer’s name',
              es: 'Refinanciar el préstamo a nombre del comprador',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'Making the next payment on time and ignoring the missed ones',
              es: 'Hacer puntualmente el siguiente pago e ignorar los atrasados',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'Paying the arrears, fees and costs from a written servicer quote, usually at closing',
              es: 'Pagar los atrasos, recargos y costos según una cotización escrita del administrador, normalmente al cierre',
            },
          },
        ],
        correctChoiceId: 'c',
      },
    ],
  },
};
