import type { StandardLesson } from '../../lesson-content';

/** How a buyer finds, follows and offers on listings here, and how to work with sellers so they want to work with you. */
export const howTheMarketplaceWorks: StandardLesson = {
  lessonId: 'how-the-marketplace-works',
  required: true,
  content: {
    title: {
      en: 'How the marketplace works',
      es: 'Cómo funciona el marketplace',
    },
    summary: {
      en: 'From invitation to accepted offer: browsing, favourites, interest, offers, first right of refusal, your buy box and alerts, and the etiquette that makes sellers choose you.',
      es: 'De la invitación a la oferta aceptada: búsqueda, favoritos, interés, ofertas, derecho de preferencia, tu buy box y tus alertas, y las buenas prácticas que hacen que los vendedores te elijan.',
    },
    body: {
      en: `## A private marketplace for serious buyers

Dealflow connects buyers with sellers (we call them originators) who list real-estate deals for **cash** or on **creative finance**: subject-to, seller finance, hybrid (subject-to plus seller finance) and lease option. During the beta the marketplace is **invitation-only**: you joined with an invitation, or from the waitlist at /requestAccess. That keeps the buyer pool small and serious, and sellers expect every buyer here to be able to close.

## Finding deals

Open [Deals](/deals) to browse every listing you may see. Filter by purchase type (cash or creative), finance type, property type, state, city, ZIP code and tags such as low entry fee, and sort by price, interest or date. Each listing shows its photos, facts and the terms laid out for its purchase type: for a subject-to deal, for example, the loan type, balance, interest rate, monthly payment (PITI) and entry fee.

- **Favourites.** Tap the heart on a card or a listing to save it. Turn on "Favourites only" to see your shortlist. Each listing shows how many buyers saved it.
- **Interest.** "Express interest" tells the seller you want to hear more. The seller sees your name, contact details and badge. You can withdraw it at any time.

## Making an offer

An offer is a firm signal, not a question. The form asks for:

| Field | Cash offer | Creative offer |
| --- | --- | --- |
| Amount | Purchase price | Entry fee (what you pay at closing to take over the deal) |
| Close date | Required; the form suggests 30 days out | Required |
| Message | Optional | Optional |

Use the message to say how you will close: proof of funds ready, title company of choice, whether you have already seen the property. You can follow every offer's status on your dashboard: pending, accepted, declined, withdrawn or closed.

**The seller accepts one offer.** Accepting makes the listing **pending**, and it takes no new offers or interest. Other pending offers may stay open as backups; when the listing sells or leaves the market they close, and each buyer is told by e-mail and in the app. If the accepted deal falls through, the listing can return to active. An offer on the platform is not a purchase contract: the contract, deposit and closing happen with a title company or attorney.

## First right of refusal

Some buyers hold **first right of refusal**, granted by the Dealflow team. A seller may start a new listing as **exclusive**: while it is, only these buyers (plus the seller and admins) can see it, and those whose searches it fits are alerted at once. Everyone else is alerted after the delay the seller chose (1 hour to 1 week, 24 hours by default) or when the listing turns active, whichever comes first. Buyers who close reliably are the ones who earn it.

## Your buy box and alerts

Alerts are only as good as what you tell us. Set your [buyer preferences](/profile?tab=preferences) (property type, areas, maximum monthly payment and down payment, HOA and condition) and your [buy box](/profile?tab=buybox) (deal type and up to 50 ZIP codes). New listings that match are sent at the frequency you choose (real time, daily digest or weekly summary), and each alert says why it matched. Keep them current: a buy box that matches everything trains you to ignore your alerts.

## Etiquette with sellers

Sellers remember buyers. The ones who close get the next deal first.

- **Respond fast.** Good deals move in hours. Answer calls and messages the same day, even to say no.
- **Do not re-trade.** Offer what you will pay. Lowering the price after acceptance is only fair when due diligence reveals something that was not disclosed, and then you explain it with facts.
- **No tire-kicking.** Express interest and offer only on deals you can close. Ten offers you never mean to honour hurt your reputation more than none.
- **Keep it confidential.** Do not share addresses, the seller's loan details or documents, and never contact the homeowner or go around the seller.
- **Have proof of funds ready.** A recent bank or lender statement, with account numbers hidden, sent the moment it is asked for.

Finishing this course earns the **Certified Buyer** badge, which sellers see beside your interest and offers.`,
      es: `## Un marketplace privado para compradores serios

Dealflow conecta a compradores con vendedores (los llamamos originadores) que publican operaciones inmobiliarias **al contado** o con **financiación creativa**: subject-to, financiación del vendedor, híbrida (subject-to más financiación del vendedor) y arrendamiento con opción a compra. Durante la beta el acceso es **solo por invitación**: entraste con una invitación o desde la lista de espera en /requestAccess. Así el grupo de compradores es pequeño y serio, y los vendedores esperan que cada comprador aquí pueda cerrar.

## Cómo encontrar operaciones

Abre [Propiedades](/deals) para ver todos los anuncios a los que tienes acceso. Filtra por tipo de compra (contado o creativa), tipo de financiación, tipo de propiedad, estado, ciudad, código postal y etiquetas como cuota de entrada baja, y ordena por precio, interés o fecha. Cada anuncio muestra fotos, datos y las condiciones según su tipo de compra: en una operación subject-to, por ejemplo, el tipo de préstamo, el saldo, la tasa de interés, el pago mensual (PITI) y la cuota de entrada.

- **Favoritos.** Toca el corazón en una tarjeta o en el anuncio para guardarlo. Activa "Solo favoritos" para ver tu lista corta. Cada anuncio muestra cuántos compradores lo guardaron.
- **Interés.** "Mostrar interés" le indica al vendedor que quieres saber más. El vendedor ve tu nombre, tus datos de contacto y tu insignia. Puedes retirarlo cuando quieras.

## Cómo hacer una oferta

Una oferta es una señal firme, no una pregunta. El formulario pide:

| Campo | Oferta al contado | Oferta creativa |
| --- | --- | --- |
| Monto | Precio de compra | Cuota de entrada (lo que pagas al cierre para quedarte con la operación) |
| Fecha de cierre | Obligatoria; el formulario sugiere 30 días | Obligatoria |
| Mensaje | Opcional | Opcional |

Usa el mensaje para explicar cómo vas a cerrar: comprobante de fondos listo, la compañía de títulos que prefieres, si ya visitaste la propiedad. En tu panel sigues el estado de cada oferta: pendiente, aceptada, rechazada, retirada o cerrada.

**El vendedor acepta una sola oferta.** Al aceptarla, el anuncio pasa a **pendiente** y ya no recibe ofertas ni muestras de interés. Las demás ofertas pendientes pueden quedar como respaldo; cuando la propiedad se vende o sale del mercado, se cierran y cada comprador recibe un aviso por correo y en la aplicación. Si la venta aceptada no se concreta, el anuncio puede volver a estar activo. Una oferta en la plataforma no es un contrato de compraventa: el contrato, el depósito y el cierre se hacen con una compañía de títulos o un abogado.

## Derecho de preferencia

Algunos compradores tienen **derecho de preferencia**, que otorga el equipo de Dealflow. El vendedor puede publicar un anuncio nuevo como **exclusivo**: mientras lo sea, solo esos compradores (además del vendedor y los administradores) pueden verlo, y quienes tengan búsquedas que encajen reciben la alerta de inmediato. Los demás reciben la alerta cuando termina el plazo que eligió el vendedor (de 1 hora a 1 semana; 24 horas si no elige) o cuando el anuncio pasa a activo, lo que ocurra primero. Este derecho se lo ganan los compradores que cierran de forma confiable.

## Tu buy box y tus alertas

Las alertas solo son tan buenas como la información que nos das. Configura tus [preferencias de comprador](/profile?tab=preferences) (tipo de propiedad, zonas, pago mensual y enganche máximos, HOA y estado de la propiedad) y tu [buy box](/profile?tab=buybox) (tipo de operación y hasta 50 códigos postales). Los anuncios nuevos que encajan te llegan con la frecuencia que elijas (en tiempo real, resumen diario o resumen semanal), y cada alerta explica por qué coincidió. Mantenlos al día: un buy box que coincide con todo te acostumbra a ignorar tus alertas.

## Buenas prácticas con los vendedores

Los vendedores recuerdan a los compradores. Quienes cierran reciben primero la siguiente operación.

- **Responde rápido.** Las buenas operaciones se mueven en horas. Contesta llamadas y mensajes el mismo día, aunque sea para decir que no.
- **No renegocies después de aceptar.** Ofrece lo que vas a pagar. Bajar el precio una vez aceptada la oferta solo es justo si la debida diligencia revela algo que no se informó, y en ese caso lo explicas con datos.
- **No hagas perder el tiempo.** Muestra interés y ofrece solo en operaciones que puedas cerrar. Diez ofertas que no piensas cumplir dañan tu reputación más que ninguna.
- **Sé confidencial.** No compartas direcciones, datos del préstamo del vendedor ni documentos, y nunca contactes al propietario ni pases por encima del vendedor.
- **Ten listo tu comprobante de fondos.** Un estado de cuenta reciente del banco o del prestamista, con los números de cuenta ocultos, enviado en cuanto te lo pidan.

Al terminar este curso obtienes la insignia de **Comprador Certificado**, que los vendedores ven junto a tu interés y tus ofertas.`,
    },
    quiz: [
      {
        questionId: 'q1',
        prompt: {
          en: 'What does a creative-finance offer on Dealflow state as its amount?',
          es: '¿Qué monto indica una oferta de financiación creativa en Dealflow?',
        },
        choices: [
          { choiceId: 'a', text: { en: 'The purchase price only', es: 'Solo el precio de compra' } },
          {
            choiceId: 'b',
            text: {
              en: 'The entry fee: what you pay at closing to take over the deal',
              es: 'La cuota de entrada: lo que pagas al cierre para quedarte con la operación',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: "The seller's remaining loan balance",
              es: 'El saldo pendiente del préstamo del vendedor',
            },
          },
        ],
        correctChoiceId: 'b',
      },
      {
        questionId: 'q2',
        prompt: {
          en: 'A seller accepts another buyer’s offer on a listing you also offered on. What happens?',
          es: 'Un vendedor acepta la oferta de otro comprador en un anuncio donde tú también ofertaste. ¿Qué pasa?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'The listing turns pending; your offer may stay as a backup and closes, with a notice, when the listing sells',
              es: 'El anuncio pasa a pendiente; tu oferta puede quedar como respaldo y se cierra, con aviso, cuando la propiedad se vende',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'The listing stays active and keeps taking new offers',
              es: 'El anuncio sigue activo y continúa recibiendo ofertas nuevas',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'Both offers are accepted and the first to close wins',
              es: 'Se aceptan ambas ofertas y gana quien cierre primero',
            },
          },
        ],
        correctChoiceId: 'a',
      },
      {
        questionId: 'q3',
        prompt: {
          en: 'Who can see a listing while it is exclusive?',
          es: '¿Quién puede ver un anuncio mientras es exclusivo?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'Every buyer whose buy box it matches',
              es: 'Todos los compradores cuyo buy box coincide',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'Only buyers who have favourited the seller’s past listings',
              es: 'Solo los compradores que guardaron anuncios anteriores del vendedor',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'Buyers with first right of refusal, the seller and admins',
              es: 'Los compradores con derecho de preferencia, el vendedor y los administradores',
            },
          },
        ],
        correctChoiceId: 'c',
      },
      {
        questionId: 'q4',
        prompt: {
          en: 'After your offer is accepted, when is it fair to ask for a lower price?',
          es: 'Después de que aceptan tu oferta, ¿cuándo es justo pedir un precio menor?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'Whenever another listing nearby is cheaper',
              es: 'Cada vez que otro anuncio cercano es más barato',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'When due diligence reveals something undisclosed, explained with facts',
              es: 'Cuando la debida diligencia revela algo que no se informó, explicado con datos',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'Always: sellers expect a second round after acceptance',
              es: 'Siempre: los vendedores esperan una segunda ronda después de aceptar',
            },
          },
          {
            choiceId: 'd',
            text: {
              en: 'Never, even if the roof turns out to need replacing and it was hidden',
              es: 'Nunca, aunque resulte que el techo necesita reemplazo y se ocultó',
            },
          },
        ],
        correctChoiceId: 'b',
      },
    ],
  },
};
