import type { StandardLesson } from '../../lesson-content';

/** How a cash purchase runs from signed contract to recorded deed: proof of funds, earnest money, contingencies, costs and title. */
export const cashDealsAndClosing: StandardLesson = {
  lessonId: 'cash-deals-and-closing',
  required: true,
  content: {
    title: {
      en: 'Cash deals, earnest money and closing',
      es: 'Compras al contado, depósito de garantía y cierre',
    },
    summary: {
      en: 'What a cash purchase really takes: proof of funds, the earnest money deposit and when it goes hard, contingencies, the closing timeline and costs, title insurance, and assignment versus double close.',
      es: 'Lo que de verdad implica comprar al contado: comprobante de fondos, el depósito de garantía y cuándo deja de ser reembolsable, contingencias, plazos y costos de cierre, seguro de título, y cesión frente a doble cierre.',
    },
    body: {
      en: `## What "cash" means

A cash purchase has no mortgage lender in the deal: you pay the full price at closing from your own funds, a private lender or a hard-money loan that does not need an appraisal or underwriting delay. Sellers like cash because there is no financing contingency and the closing can be fast. That promise is only worth something if you can prove it.

## Proof of funds

Proof of funds (POF) is a recent document showing money available to close: a bank or brokerage statement, or a letter from your bank or lender, dated within the last 30 days and in the name of the buyer or buying entity. Hide account numbers, never send login details, and make sure the amount covers the price **plus** closing costs and any repairs you plan.

## Earnest money deposit (EMD)

The EMD shows you are committed. It is credited to you at closing.

- **How much.** It is negotiated and depends on the market and the deal. Investor deals often use a flat amount (commonly a few thousand dollars, more for larger deals); retail sales often use 1% to 3% of the price. The listing may show the EMD the seller expects.
- **Where it is held.** With a neutral third party named in the contract: a title company, escrow company or closing attorney, in a trust or escrow account. Never send earnest money straight to a seller or wholesaler.
- **When it goes hard.** During the inspection or due-diligence period you can usually cancel and get the deposit back. When that period ends, the EMD **goes hard**: it becomes non-refundable unless the seller defaults or another contingency still applies. Some investor contracts make the EMD non-refundable from day one, so read the contract before you sign.

**Wire fraud warning.** Criminals send fake wiring instructions that look like they come from the title company. Before you wire, call the title company at a number you found yourself, not one in the e-mail, and confirm the instructions.

## Contingencies

A contingency is a condition that lets you leave the contract without losing your EMD. Cash contracts usually keep fewer of them, which is why sellers prefer them:

- **Inspection / due diligence:** a set number of days to inspect and cancel.
- **Title:** the seller must deliver clear, insurable title.
- **Appraisal or financing:** rare in true cash deals; adding them weakens your offer.

Every contingency has a deadline. Missing it usually waives it.

## Closing timeline

A typical cash closing takes 7 to 21 days:

1. Contract signed; EMD delivered to title within the days the contract allows (often 1 to 3 business days).
2. Title company orders the title search and issues a **title commitment**.
3. You finish inspections before the due-diligence deadline.
4. Title collects payoff statements, HOA estoppel letters and any other documents; these can take 10 days or more.
5. You review the settlement statement, wire the balance, sign, and the deed is recorded.

## Closing costs

Who pays what is set by local custom and by the contract, so read the settlement statement line by line. A cash buyer commonly sees:

| Cost | Notes |
| --- | --- |
| Owner's title insurance | Paid by the buyer or the seller depending on the state |
| Settlement or escrow fee | Often split |
| Recording fees | For the deed |
| Transfer taxes | Vary widely by state and county |
| Prorations | Property taxes, HOA dues, rents |

Without a lender you skip loan fees and the lender's title policy, so cash closings cost less.

## Title insurance

The title search looks for liens, judgments, unpaid taxes and breaks in ownership. An **owner's title policy**, paid once at closing, protects you against covered defects that were missed, such as forged deeds or unknown heirs. Read the commitment's requirements and exceptions before your deadline. Always close through a title company or closing attorney; skipping title to save money is how buyers inherit someone else's debts.

## Assignment vs double close

Many deals on the marketplace are offered by wholesalers who control the property under contract.

- **Assignment.** The wholesaler assigns the purchase contract to you for an assignment fee. You step into the contract, and the fee usually appears on the settlement statement.
- **Double close.** The wholesaler buys the property and resells it to you in a second transaction, often the same day. You see only your own price.

Both are common. Some states now regulate wholesaling and some title companies will not close one or the other. Ask your title company, and for anything unusual consult a licensed real-estate attorney. This lesson is general information, not legal advice.`,
      es: `## Qué significa "al contado"

En una compra al contado no interviene un banco hipotecario: pagas el precio completo al cierre con fondos propios, de un prestamista privado o con un préstamo hard money sin avalúo ni largas demoras. A los vendedores les gusta el contado porque no hay contingencia de financiamiento y el cierre puede ser rápido. Esa promesa solo vale si puedes demostrarla.

## Comprobante de fondos

El comprobante de fondos (POF, por sus siglas en inglés) es un documento reciente que muestra dinero disponible para cerrar: un estado de cuenta bancario o de inversiones, o una carta de tu banco o prestamista, con no más de 30 días de antigüedad y a nombre del comprador o de la entidad compradora. Oculta los números de cuenta, nunca compartas tus claves y verifica que el monto cubra el precio **más** los costos de cierre y las reparaciones.

## Depósito de garantía (EMD)

El depósito de garantía demuestra tu compromiso. Se acredita a tu favor al cierre.

- **Cuánto.** Se negocia y depende del mercado y de la operación. En operaciones entre inversionistas suele ser un monto fijo (comúnmente unos pocos miles de dólares, más en operaciones grandes); en ventas tradicionales suele ser del 1 % al 3 % del precio. El anuncio puede indicar el depósito que espera el vendedor.
- **Dónde se guarda.** Con un tercero neutral nombrado en el contrato: una compañía de títulos, una compañía de escrow o un abogado de cierre, en una cuenta fiduciaria o de custodia. Nunca envíes el depósito directamente al vendedor ni al mayorista.
- **Cuándo deja de ser reembolsable.** Durante el periodo de inspección o de debida diligencia normalmente puedes cancelar y recuperar el depósito. Al terminar ese periodo, el depósito **queda en firme**: ya no se devuelve, salvo que el vendedor incumpla o siga vigente otra contingencia. Algunos contratos entre inversionistas lo hacen no reembolsable desde el primer día, así que lee el contrato antes de firmar.

**Cuidado con el fraude de transferencias.** Los delincuentes envían instrucciones de transferencia falsas que parecen venir de la compañía de títulos. Antes de transferir, llámala a un número que tú mismo buscaste, no al del correo, y confirma las instrucciones.

## Contingencias

Una contingencia es una condición que te permite salir del contrato sin perder el depósito. Los contratos al contado suelen tener menos, y por eso los vendedores los prefieren:

- **Inspección o debida diligencia:** un número fijo de días para inspeccionar y cancelar.
- **Título:** el vendedor debe entregar un título limpio y asegurable.
- **Avalúo o financiamiento:** poco comunes en compras realmente al contado; incluirlas debilita tu oferta.

Cada contingencia tiene una fecha límite. Si la dejas pasar, por lo general renuncias a ella.

## Plazos del cierre

Un cierre al contado suele tardar de 7 a 21 días:

1. Se firma el contrato y entregas el depósito a la compañía de títulos en el plazo pactado (a menudo de 1 a 3 días hábiles).
2. La compañía de títulos ordena la búsqueda de título y emite un **compromiso de título**.
3. Terminas las inspecciones antes de que venza la debida diligencia.
4. La compañía de títulos reúne los saldos para liquidar préstamos, la constancia de adeudos de la HOA y otros documentos; esto puede tardar 10 días o más.
5. Revisas la hoja de liquidación, transfieres el saldo, firmas y se registra la escritura.

## Costos de cierre

Quién paga qué lo definen la costumbre local y el contrato, así que revisa la hoja de liquidación línea por línea. Un comprador al contado suele ver:

| Costo | Notas |
| --- | --- |
| Seguro de título del propietario | Lo paga el comprador o el vendedor según el estado |
| Honorarios de cierre o de escrow | A menudo se dividen |
| Derechos de registro | Por la escritura |
| Impuestos de transferencia | Varían mucho según el estado y el condado |
| Prorrateos | Impuestos a la propiedad, cuotas de HOA, rentas |

Sin banco no pagas comisiones del préstamo ni la póliza de título del prestamista, así que cerrar al contado cuesta menos.

## Seguro de título

La búsqueda de título detecta gravámenes, sentencias, impuestos impagos e interrupciones en la cadena de propietarios. La **póliza de título del propietario**, que se paga una sola vez al cierre, te protege de defectos cubiertos que no se detectaron, como escrituras falsificadas o herederos desconocidos. Lee los requisitos y las excepciones del compromiso antes de tu fecha límite. Cierra siempre con una compañía de títulos o un abogado de cierre: quien se salta el título puede heredar deudas ajenas.

## Cesión frente a doble cierre

Muchas operaciones del marketplace las ofrecen mayoristas (wholesalers) que controlan la propiedad mediante un contrato.

- **Cesión.** El mayorista te cede el contrato de compraventa a cambio de una comisión de cesión. Tú asumes el contrato y la comisión suele aparecer en la hoja de liquidación.
- **Doble cierre.** El mayorista compra la propiedad y te la revende en una segunda operación, a menudo el mismo día. Tú solo ves tu propio precio.

Ambas son comunes. Algunos estados ya regulan la venta mayorista y algunas compañías de títulos no cierran una u otra modalidad. Consulta con tu compañía de títulos y, ante cualquier situación poco común, con un abogado inmobiliario con licencia. Esta lección es información general, no asesoría legal.`,
    },
    quiz: [
      {
        questionId: 'q1',
        prompt: {
          en: 'Where should your earnest money deposit be held?',
          es: '¿Dónde debe quedar tu depósito de garantía?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'With the seller, so they know you are serious',
              es: 'Con el vendedor, para que sepa que vas en serio',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'With the wholesaler who brought you the deal',
              es: 'Con el mayorista que te presentó la operación',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'With a neutral title company, escrow company or closing attorney named in the contract',
              es: 'Con una compañía de títulos, de escrow o un abogado de cierre neutral nombrado en el contrato',
            },
          },
        ],
        correctChoiceId: 'c',
      },
      {
        questionId: 'q2',
        prompt: {
          en: 'What does it mean that the earnest money "goes hard"?',
          es: '¿Qué significa que el depósito de garantía "queda en firme"?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'It becomes non-refundable, usually when the due-diligence period ends',
              es: 'Deja de ser reembolsable, normalmente cuando termina el periodo de debida diligencia',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'It is released to the seller on the day the contract is signed',
              es: 'Se entrega al vendedor el día en que se firma el contrato',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'It doubles if the closing is delayed',
              es: 'Se duplica si el cierre se retrasa',
            },
          },
        ],
        correctChoiceId: 'a',
      },
      {
        questionId: 'q3',
        prompt: {
          en: 'You receive an e-mail with new wiring instructions for closing. What do you do?',
          es: 'Recibes un correo con nuevas instrucciones de transferencia para el cierre. ¿Qué haces?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'Wire right away so the closing is not delayed',
              es: 'Transfiero de inmediato para no retrasar el cierre',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'Call the title company at a number you found yourself and confirm before wiring',
              es: 'Llamo a la compañía de títulos a un número que busqué yo mismo y confirmo antes de transferir',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'Reply to the e-mail and ask whether it is genuine',
              es: 'Respondo el correo y pregunto si es auténtico',
            },
          },
        ],
        correctChoiceId: 'b',
      },
      {
        questionId: 'q4',
        prompt: {
          en: 'In an assignment, how do you buy the property?',
          es: 'En una cesión, ¿cómo compras la propiedad?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'The wholesaler buys it first and resells it to you in a second closing',
              es: 'El mayorista la compra primero y te la revende en un segundo cierre',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'You lease it from the wholesaler until the seller agrees to sell',
              es: 'Se la arriendas al mayorista hasta que el vendedor acepte vender',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'You take over the wholesaler’s purchase contract for an assignment fee',
              es: 'Asumes el contrato de compraventa del mayorista a cambio de una comisión de cesión',
            },
          },
        ],
        correctChoiceId: 'c',
      },
    ],
  },
};
