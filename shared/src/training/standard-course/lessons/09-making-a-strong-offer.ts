import type { StandardLesson } from '../../lesson-content';

/** What makes an offer strong on Dealflow, how cash and creative offers differ, and what happens after a seller accepts or declines. */
export const makingAStrongOffer: StandardLesson = {
  lessonId: 'making-a-strong-offer',
  required: true,
  content: {
    title: {
      en: 'Making a strong offer',
      es: 'Cómo presentar una oferta sólida',
    },
    summary: {
      en: 'How sellers on Dealflow compare offers, how to write a clean cash or creative offer with a useful message, and what to do after it is accepted or declined.',
      es: 'Cómo comparan las ofertas los vendedores en Dealflow, cómo redactar una oferta clara en efectivo o creativa con un mensaje útil y qué hacer cuando la aceptan o la rechazan.',
    },
    body: {
      en: `## What sellers look for

A seller on Dealflow often receives several offers on the same listing. The highest number does not always win. Sellers pick the offer most likely to close, on time, without surprises. An offer is strong when it is:

- **Fast**: good deals go quickly. Set up [your buy box](/profile?tab=buybox) so alerts reach you, and review [new listings](/deals) the day they appear. Buyers with first right of refusal see some listings before everyone else, and a quick, serious answer is how that trust is kept.
- **Clean**: few conditions, a short inspection period, and terms the seller can understand at a glance.
- **Realistic on timing**: the form suggests a close date 30 days out. Pick a date you can meet. Creative deals need time for title work, payoff statements and insurance changes; promising seven days and asking for an extension later hurts you more than offering 21 days and keeping it.
- **Backed by proof of funds**: have a recent bank statement or a lender's letter ready, with account numbers hidden. Say in your message that it is ready and send it when the seller asks.
- **Backed by earnest money**: if the listing shows an earnest money deposit, match it. A larger deposit signals commitment, but only put at risk what you can afford, and make sure the purchase agreement says when it stops being refundable. The deposit is held by the title company or closing attorney.
- **Clearly explained**: a short, specific message.
- **From a Certified Buyer**: finishing this course puts the Certified Buyer badge next to your name wherever the seller compares buyers: the interested-buyers and offers tables and the offer's detail.

## Cash and creative offers

On the offer form you choose the offer type.

- A **cash offer** states a purchase price. Price, close date and proof of funds carry most of the weight.
- A **creative offer** states the entry fee, and may state a price too. Say in your message how you will handle the terms: whether you take over the loan subject-to, accept the seller-finance rate and term, or propose a hybrid, and who will service the payments.

Offer the type the listing asks for unless you have a good reason not to, and explain that reason.

## A message that helps

You have up to 1,000 characters. Use a few of them well, for example:

"Cash offer at $182,000, closing on June 14 with my title company. $5,000 earnest money within two business days of signing. Proof of funds ready on request. I only need a 7-day inspection period. I have closed four deals in this county this year."

Say who you are, how you pay, when you close, your deposit and your conditions. Skip the life story and never pressure the seller.

## Do not re-trade

Re-trading means lowering your price or changing terms after the seller accepted, without a real reason. It is the fastest way to lose a seller's trust, and sellers talk to each other. If due diligence reveals something new and material, such as a failed sewer line or an undisclosed lien, show the document, propose one fair adjustment, and accept that the seller may say no.

## Following up

The seller is notified when you submit. Give them a day or two, then follow up once, politely. Answer their questions quickly. If your plans change, withdraw your pending offer yourself rather than leaving the seller waiting.

## When the offer is accepted or declined

**Accepted**: you and the seller are notified in the app and by e-mail, and the listing turns pending. The accepted offer is where the work starts, not the contract itself: sign a written purchase agreement (have a real-estate attorney review it, especially for creative terms), deliver the earnest money on time, open title and complete your due diligence. Other buyers' offers may stay open as backups; if your deal falls through, your offer is marked declined and the listing goes back on the market.

**Declined**: you are notified too, and the decision is final. Thank the seller, ask what would work for them, and if the listing is still taking offers and the numbers still work, you may send a new one. If a listing is sold or canceled, any open offer on it is closed and you are told.`,
      es: `## Qué buscan los vendedores

En Dealflow un vendedor suele recibir varias ofertas por el mismo anuncio. El precio más alto no siempre gana. El vendedor elige la oferta con más probabilidades de cerrar a tiempo y sin sorpresas. Una oferta es sólida cuando es:

- **Rápida**: los buenos negocios vuelan. Configura [tu buy box](/profile?tab=buybox) para recibir alertas y revisa [los anuncios nuevos](/deals) el mismo día que salen. Los compradores con derecho de preferencia ven algunos anuncios antes que los demás, y responder rápido y en serio es la manera de conservar esa confianza.
- **Limpia**: pocas condiciones, un periodo de inspección corto y términos que el vendedor entienda de un vistazo.
- **Realista en plazos**: el formulario sugiere una fecha de cierre a 30 días. Elige una fecha que puedas cumplir. Las compras creativas necesitan tiempo para el título, los estados de liquidación y los cambios de seguro; prometer siete días y luego pedir prórroga te perjudica más que ofrecer 21 días y cumplirlos.
- **Respaldada con prueba de fondos**: ten listo un estado de cuenta reciente o una carta de tu prestamista, con los números de cuenta ocultos. Indica en tu mensaje que la tienes y envíala cuando el vendedor la pida.
- **Respaldada con depósito de garantía**: si el anuncio indica un depósito de garantía, iguálalo. Un depósito mayor muestra compromiso, pero arriesga solo lo que puedas permitirte y asegúrate de que el contrato de compraventa diga cuándo deja de ser reembolsable. El depósito lo guarda la compañía de títulos o el abogado de cierre.
- **Bien explicada**: un mensaje breve y concreto.
- **De un Comprador certificado**: al terminar este curso, la insignia de Comprador certificado aparece junto a tu nombre dondequiera que el vendedor compara compradores: las tablas de compradores interesados y de ofertas, y el detalle de cada oferta.

## Ofertas en efectivo y creativas

En el formulario de oferta eliges el tipo de oferta.

- Una **oferta en efectivo** indica un precio de compra. El precio, la fecha de cierre y la prueba de fondos pesan más que todo lo demás.
- Una **oferta creativa** indica la cuota de entrada y puede indicar también un precio. Explica en tu mensaje cómo manejarás los términos: si asumes el préstamo subject-to, si aceptas la tasa y el plazo del financiamiento del vendedor o si propones una híbrida, y quién administrará los pagos.

Ofrece el tipo que pide el anuncio, salvo que tengas una buena razón para no hacerlo; en ese caso, explícala.

## Un mensaje que ayude

Tienes hasta 1.000 caracteres. Usa unos pocos, pero bien. Por ejemplo:

"Oferta en efectivo de 182.000 USD, con cierre el 14 de junio con mi compañía de títulos. Depósito de garantía de 5.000 USD dentro de los dos días hábiles siguientes a la firma. Prueba de fondos disponible cuando la pida. Solo necesito 7 días de inspección. Este año cerré cuatro compras en este condado."

Di quién eres, cómo pagas, cuándo cierras, cuánto depositas y qué condiciones pones. Evita contar tu vida y nunca presiones al vendedor.

## No renegocies a la baja sin motivo

Renegociar a la baja (re-trading) es bajar el precio o cambiar los términos después de que el vendedor aceptó, sin una razón real. Es la forma más rápida de perder su confianza, y los vendedores hablan entre sí. Si la debida diligencia revela algo nuevo e importante, como una tubería de drenaje colapsada o un gravamen no declarado, muestra el documento, propone un solo ajuste justo y acepta que el vendedor puede decir que no.

## El seguimiento

El vendedor recibe un aviso cuando envías tu oferta. Dale uno o dos días y luego haz un solo seguimiento, con cortesía. Responde rápido a sus preguntas. Si cambian tus planes, retira tú mismo la oferta pendiente en lugar de dejar al vendedor esperando.

## Cuando aceptan o rechazan la oferta

**Aceptada**: tú y el vendedor reciben un aviso en la aplicación y por correo electrónico, y el anuncio pasa a pendiente. La oferta aceptada es el punto de partida, no el contrato: firma un contrato de compraventa por escrito (que lo revise un abogado inmobiliario, sobre todo si los términos son creativos), entrega el depósito de garantía a tiempo, abre el expediente de título y completa tu debida diligencia. Las ofertas de otros compradores pueden quedar abiertas como respaldo; si tu compra no se concreta, tu oferta se marca como rechazada y el anuncio vuelve al mercado.

**Rechazada**: también recibes un aviso, y la decisión es definitiva. Agradece al vendedor, pregúntale qué le funcionaría y, si el anuncio sigue recibiendo ofertas y los números aún cuadran, puedes enviar una nueva. Si el anuncio se vende o se cancela, cualquier oferta abierta se cierra y se te avisa.`,
    },
    quiz: [
      {
        questionId: 'q1',
        prompt: {
          en: 'Which offer is most likely to win the seller?',
          es: '¿Qué oferta tiene más probabilidades de convencer al vendedor?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'The lowest price, a 90-day close and no message',
              es: 'El precio más bajo, cierre a 90 días y sin mensaje',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'A high price with a 7-day close you cannot meet, to be extended later',
              es: 'Un precio alto con un cierre a 7 días que no puedes cumplir, para pedir prórroga después',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'Clean terms, a close date you can meet, proof of funds ready and a short specific message',
              es: 'Términos limpios, una fecha de cierre que puedes cumplir, prueba de fondos lista y un mensaje breve y concreto',
            },
          },
        ],
        correctChoiceId: 'c',
      },
      {
        questionId: 'q2',
        prompt: {
          en: 'After acceptance, the inspection finds nothing new, but you would like a lower price. What should you do?',
          es: 'Después de la aceptación, la inspección no revela nada nuevo, pero quisieras un precio más bajo. ¿Qué debes hacer?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'Keep your word: renegotiate only when due diligence shows a new, material, documented problem',
              es: 'Cumplir tu palabra: renegociar solo si la debida diligencia revela un problema nuevo, importante y documentado',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'Ask for a discount the week before closing, when the seller has fewer options',
              es: 'Pedir un descuento la semana antes del cierre, cuando el vendedor tiene menos opciones',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'Stop answering until the seller lowers the price',
              es: 'Dejar de responder hasta que el vendedor baje el precio',
            },
          },
        ],
        correctChoiceId: 'a',
      },
      {
        questionId: 'q3',
        prompt: {
          en: 'What happens when a seller accepts your offer on Dealflow?',
          es: '¿Qué pasa cuando un vendedor acepta tu oferta en Dealflow?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'The property is legally yours at once, with no further paperwork',
              es: 'La propiedad es legalmente tuya de inmediato, sin más trámites',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'Your earnest money is sent straight to the seller',
              es: 'Tu depósito de garantía se envía directamente al vendedor',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'Every other offer is deleted and the listing is removed',
              es: 'Todas las demás ofertas se borran y el anuncio se elimina',
            },
          },
          {
            choiceId: 'd',
            text: {
              en: 'Both of you are notified, the listing turns pending, and you move on to a written agreement and due diligence',
              es: 'Ambos reciben un aviso, el anuncio pasa a pendiente y sigues con el contrato por escrito y la debida diligencia',
            },
          },
        ],
        correctChoiceId: 'd',
      },
      {
        questionId: 'q4',
        prompt: {
          en: 'Where does a seller see your Certified Buyer badge?',
          es: '¿Dónde ve el vendedor tu insignia de Comprador certificado?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'Only on your public social media profiles',
              es: 'Solo en tus perfiles públicos de redes sociales',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: "Next to your name in the interested-buyers and offers tables and in the offer's detail",
              es: 'Junto a tu nombre en las tablas de compradores interesados y de ofertas, y en el detalle de la oferta',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'Nowhere: the badge is visible only to you',
              es: 'En ningún lugar: solo tú ves la insignia',
            },
          },
        ],
        correctChoiceId: 'b',
      },
    ],
  },
};
