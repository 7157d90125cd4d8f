import type { StandardLesson } from '../../lesson-content';

/** What to check before closing: title, liens, HOA, solar, 55+ and rental restrictions, inspections, insurance, permits, flood zone. */
export const dueDiligence: StandardLesson = {
  lessonId: 'due-diligence',
  required: true,
  content: {
    title: {
      en: 'Due diligence: title, liens, HOA, solar and restrictions',
      es: 'Debida diligencia: título, gravámenes, HOA, paneles solares y restricciones',
    },
    summary: {
      en: 'The checks every buyer runs before closing: title and liens, HOA rules, solar contracts, 55+ and rental restrictions, inspections, insurance, permits and flood zone.',
      es: 'Las revisiones que todo comprador hace antes de cerrar: título y gravámenes, reglas de la HOA, contratos solares, restricciones de edad y de alquiler, inspecciones, seguro, permisos y zona inundable.',
    },
    body: {
      en: `## Why due diligence matters

A listing on Dealflow is the seller's description: a starting point, not a guarantee. Due diligence is the work you do between an accepted offer and closing to confirm that the property, the title and the numbers are what you were told. Problems found before closing are negotiable; problems found after closing are yours.

Your purchase agreement sets how long you have and what happens if you find a problem, so read it before you sign. For anything legal, such as how a lien is cleared or whether a restriction can be enforced, ask a licensed real-estate attorney or your title company. This lesson is practical guidance, not legal advice.

## Title search and title insurance

Open title with a title company or closing attorney as soon as your offer is accepted. They search the public records and send a **title commitment** (also called a preliminary report) listing the owner of record, the mortgages, liens, easements and anything that must be cleared before closing.

- Check that the seller on the listing is the owner of record, or has written authority to sell.
- Buy an **owner's title insurance policy**. It is a one-time premium paid at closing and protects you, not the lender, against covered title defects found later.
- In a subject-to or hybrid deal the existing loan stays on title. Make sure the commitment shows it and that nothing else is recorded ahead of you.

## Liens

A lien is a claim against the property that usually must be paid before or at closing.

- **Tax liens**: unpaid property taxes, and sometimes federal tax liens against the seller. Property tax liens generally come ahead of mortgages.
- **Mechanic's liens**: filed by contractors or suppliers who were not paid. Ask about recent work; a contractor may still be inside the filing deadline.
- **Judgment liens**: court judgments against the seller that attach to property in the county.
- **HOA liens**: unpaid dues and fines. In some states they can take priority over a mortgage.

In creative deals the seller often receives little cash, so confirm who pays each lien and whether the entry fee covers it.

## HOA rules, fees and approval

Ask for the CC&Rs, bylaws, rules, the current budget and a resale or estoppel certificate that shows dues are paid and lists open violations or special assessments. Note the monthly fee, any transfer fee, and whether the board must approve new owners or tenants. Some associations also limit parking, pets or renting.

## Solar leases and PPAs

The listing's Solar field tells you where to start. **Owned, paid off** panels convey with the house. **Owned, with payments** usually means a loan, often secured by a **UCC fixture filing** recorded in the county, which must be paid off or handled at closing. **Leased** panels and **power purchase agreements (PPAs)** belong to a solar company, which often records its own UCC filing: ask for the contract, the monthly fee and its yearly increase, the remaining term, and the company's transfer process, which often needs your application and credit approval. A UCC filing that nobody explains can delay closing.

## 55+ communities and rental restrictions

The listing's **Restrictions** field shows what the seller reports:

| Restriction | What it usually means |
| --- | --- |
| Senior 55+ | Most homes must have a resident aged 55 or older; rules limit who may live there, including your tenants |
| No short-term rentals | No stays under about 30 days, so no vacation-rental plan |
| No mid-term rentals | No furnished stays of one to several months (for example, traveling nurses) |
| Long-term rental cap | Only a set number of homes may be rented; there may be a waiting list |

Definitions vary by association and city, so read the documents and the local ordinance yourself. A restriction that blocks your rental plan changes the numbers of the whole deal.

## Inspections, insurance, permits and flood zone

- **Inspections**: a general home inspection, plus roof, sewer scope, HVAC, termite or foundation checks where the age or area calls for them. Even an as-is purchase deserves an inspection.
- **Insurance quotes**: get them before you commit. Roof age, claims history and location can make a policy expensive or hard to find. A rental needs a landlord policy.
- **Permits**: compare the house with the city or county permit records. Unpermitted additions and open permits can hurt insurance, appraisal and resale.
- **Flood zone**: look up the address on the FEMA flood map at https://msc.fema.gov/portal/home. In a high-risk zone (A or V) a mortgage lender requires flood insurance, and that includes the existing loan you take over subject-to.

When the file is complete, you can close with confidence or renegotiate with facts.`,
      es: `## Por qué importa la debida diligencia

Un anuncio en Dealflow es la descripción del vendedor: un punto de partida, no una garantía. La debida diligencia es el trabajo que haces entre la aceptación de tu oferta y el cierre para confirmar que la propiedad, el título y los números son lo que te dijeron. Lo que encuentres antes del cierre se puede negociar; lo que aparezca después corre por tu cuenta.

Tu contrato de compraventa fija el plazo y qué pasa si encuentras un problema; léelo antes de firmar. Para cualquier tema legal, como la forma de liberar un gravamen o si una restricción es exigible, consulta a un abogado inmobiliario con licencia o a tu compañía de títulos. Esta lección es una guía práctica, no asesoría legal.

## Búsqueda de título y seguro de título

Abre el expediente con una compañía de títulos o un abogado de cierre en cuanto te acepten la oferta. Revisan los registros públicos y te envían un **compromiso de título** (o informe preliminar) con el propietario registrado, las hipotecas, los gravámenes, las servidumbres y lo que debe resolverse antes del cierre.

- Verifica que el vendedor del anuncio sea el propietario registrado o tenga autorización por escrito para vender.
- Contrata una **póliza de seguro de título para el propietario**. Se paga una sola vez al cierre y te protege a ti, no al prestamista, frente a defectos de título cubiertos que aparezcan después.
- En una compra subject-to o híbrida, el préstamo existente sigue registrado: confirma que el compromiso lo muestre y que nada más quede por delante de ti.

## Gravámenes

Un gravamen es un reclamo sobre la propiedad que normalmente se paga antes o durante el cierre.

- **Gravámenes fiscales**: impuestos prediales atrasados y, a veces, gravámenes federales contra el vendedor. Los del impuesto predial suelen tener prioridad sobre las hipotecas.
- **Gravámenes de constructores** (mechanic's liens): los presentan contratistas o proveedores que no cobraron. Pregunta por obras recientes: el plazo para presentarlo quizá no ha vencido.
- **Gravámenes por sentencia**: fallos judiciales contra el vendedor que recaen sobre sus inmuebles en el condado.
- **Gravámenes de la HOA**: cuotas y multas sin pagar. En algunos estados pueden tener prioridad sobre la hipoteca.

En las compras creativas el vendedor suele recibir poco efectivo, así que confirma quién paga cada gravamen y si la cuota de entrada lo cubre.

## Reglas, cuotas y aprobación de la HOA

Pide los CC&R, los estatutos, el reglamento, el presupuesto vigente y un certificado de reventa o de estado de cuenta (estoppel) que confirme que las cuotas están al día e indique infracciones abiertas o derramas extraordinarias. Anota la cuota mensual, cualquier cargo por traspaso y si la junta debe aprobar a nuevos propietarios o inquilinos. Algunas asociaciones también limitan el estacionamiento, las mascotas o el alquiler.

## Arrendamientos solares y PPA

El campo Paneles solares del anuncio te dice por dónde empezar. Los paneles **en propiedad, pagados** pasan con la casa. **En propiedad, con pagos** suele indicar un préstamo, a menudo garantizado con una **declaración UCC sobre accesorios fijos** (UCC fixture filing) registrada en el condado, que hay que liquidar o resolver al cierre. Los paneles **arrendados** y los **contratos de compra de energía (PPA)** son de una empresa solar, que suele registrar su propia declaración UCC: pide el contrato, la cuota mensual y su aumento anual, el plazo restante y el proceso de traspaso, que suele exigir tu solicitud y aprobación de crédito. Una declaración UCC que nadie explica puede retrasar el cierre.

## Comunidades 55+ y restricciones de alquiler

El campo **Restricciones** del anuncio muestra lo que declara el vendedor:

| Restricción | Qué suele significar |
| --- | --- |
| Mayores de 55 | La mayoría de las casas debe tener un residente de 55 años o más; las reglas limitan quién vive ahí, incluidos tus inquilinos |
| Sin alquiler de corta duración | Nada de estancias de menos de unos 30 días, así que no sirve para alquiler vacacional |
| Sin alquiler de media duración | Nada de estancias amuebladas de uno a varios meses (por ejemplo, enfermeras itinerantes) |
| Límite de alquiler de larga duración | Solo cierto número de casas puede alquilarse; puede haber lista de espera |

Las definiciones cambian según la asociación y la ciudad: lee tú mismo los documentos y la ordenanza local. Una restricción que impide tu plan de alquiler cambia todos los números.

## Inspecciones, seguro, permisos y zona inundable

- **Inspecciones**: una inspección general de la vivienda y, según la antigüedad o la zona, revisión del techo, cámara en el drenaje, climatización, termitas o cimientos. Incluso una compra tal como está merece una inspección.
- **Cotizaciones de seguro**: pídelas antes de comprometerte. La edad del techo, el historial de reclamos y la ubicación pueden encarecer o dificultar una póliza. Una propiedad en alquiler necesita una póliza para arrendadores.
- **Permisos**: compara la casa con los registros de permisos de la ciudad o del condado. Las ampliaciones sin permiso y los permisos abiertos afectan el seguro, el avalúo y la reventa.
- **Zona inundable**: busca la dirección en el mapa de inundaciones de FEMA en https://msc.fema.gov/portal/home. En una zona de alto riesgo (A o V), el prestamista hipotecario exige seguro contra inundaciones, incluido el préstamo existente de una compra subject-to.

Con el expediente completo puedes cerrar con confianza o renegociar con hechos.`,
    },
    quiz: [
      {
        questionId: 'q1',
        prompt: {
          en: "A listing's Solar field says Leased. What should you do before closing?",
          es: 'El campo Paneles solares de un anuncio dice Arrendados. ¿Qué debes hacer antes del cierre?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'Nothing: leased panels always convey with the house at no cost',
              es: 'Nada: los paneles arrendados siempre pasan con la casa sin costo',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: "Get the contract, its monthly fee and term, and the solar company's transfer approval",
              es: 'Obtener el contrato, su cuota mensual y su plazo, y la aprobación de traspaso de la empresa solar',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'Ask the seller to remove the panels so the title is clean',
              es: 'Pedirle al vendedor que retire los paneles para que el título quede limpio',
            },
          },
        ],
        correctChoiceId: 'b',
      },
      {
        questionId: 'q2',
        prompt: {
          en: "Whom does an owner's title insurance policy protect?",
          es: '¿A quién protege una póliza de seguro de título para el propietario?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'The buyer, against covered title defects found after closing',
              es: 'Al comprador, frente a defectos de título cubiertos que aparezcan después del cierre',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'The lender, against the buyer missing payments',
              es: 'Al prestamista, frente a pagos que el comprador deje de hacer',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'The seller, against claims from the buyer',
              es: 'Al vendedor, frente a reclamos del comprador',
            },
          },
        ],
        correctChoiceId: 'a',
      },
      {
        questionId: 'q3',
        prompt: {
          en: 'Restrictions shows No short-term rentals and you planned a vacation rental. What is the right move?',
          es: 'Restricciones muestra Sin alquiler de corta duración y planeabas un alquiler vacacional. ¿Qué conviene hacer?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'Ignore it: restrictions on a listing are only suggestions',
              es: 'Ignorarlo: las restricciones de un anuncio son solo sugerencias',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'Rent for 29 nights at a time so the rule does not apply',
              es: 'Alquilar por 29 noches seguidas para que la regla no aplique',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'Confirm it in the HOA documents and local rules, and run the numbers as a long-term rental',
              es: 'Confirmarla en los documentos de la HOA y las normas locales, y calcular los números como alquiler de larga duración',
            },
          },
        ],
        correctChoiceId: 'c',
      },
      {
        questionId: 'q4',
        prompt: {
          en: 'The FEMA map puts a subject-to property in flood zone AE. What follows?',
          es: 'El mapa de FEMA ubica una propiedad subject-to en la zona inundable AE. ¿Qué implica?',
        },
        choices: [
          {
            choiceId: 'a',
            text: {
              en: 'Flood insurance is optional because the loan stays in the seller’s name',
              es: 'El seguro contra inundaciones es opcional porque el préstamo sigue a nombre del vendedor',
            },
          },
          {
            choiceId: 'b',
            text: {
              en: 'The zone only matters for cash buyers',
              es: 'La zona solo importa a quienes compran en efectivo',
            },
          },
          {
            choiceId: 'c',
            text: {
              en: 'The owner’s title policy covers flood damage',
              es: 'La póliza de título del propietario cubre los daños por inundación',
            },
          },
          {
            choiceId: 'd',
            text: {
              en: 'The existing lender requires flood insurance, so get a quote before you commit',
              es: 'El prestamista existente exige seguro contra inundaciones, así que pide una cotización antes de comprometerte',
            },
          },
        ],
        correctChoiceId: 'd',
      },
    ],
  },
};
