/**
 * Where demo deals are: real US cities with a few of their real ZIP codes (each one known to the
 * shipped ZIP centroids, a test checks), and the typical price of a single-family home there, so
 * generated prices look like their market. Spread over 30+ states so every state filter finds some.
 */
import type { UsStateCode } from '#shared/core/us-states';

export interface DemoPlace {
  city: string;
  state: UsStateCode;
  zips: readonly string[];
  /** Typical single-family price in USD (rounded market medians, 2024–2025). */
  medianPrice: number;
}

const place = (city: string, state: UsStateCode, medianPrice: number, zips: string[]): DemoPlace => ({
  city,
  state,
  zips,
  medianPrice,
});

export const DEMO_PLACES: readonly DemoPlace[] = [
  place('Austin', 'TX', 480_000, ['78701', '78702', '78704', '78745']),
  place('Houston', 'TX', 320_000, ['77002', '77004', '77008', '77019']),
  place('Dallas', 'TX', 360_000, ['75201', '75204', '75214', '75228']),
  place('San Antonio', 'TX', 270_000, ['78201', '78209', '78216']),
  place('Phoenix', 'AZ', 420_000, ['85003', '85006', '85016', '85032']),
  place('Mesa', 'AZ', 430_000, ['85201', '85203', '85210']),
  place('Tucson', 'AZ', 330_000, ['85705', '85711', '85716']),
  place('Tampa', 'FL', 410_000, ['33602', '33606', '33611', '33629']),
  place('Orlando', 'FL', 390_000, ['32801', '32803', '32806']),
  place('Jacksonville', 'FL', 300_000, ['32202', '32205', '32207', '32210']),
  place('Miami', 'FL', 560_000, ['33125', '33130', '33133']),
  place('Atlanta', 'GA', 390_000, ['30303', '30306', '30308', '30318']),
  place('Savannah', 'GA', 310_000, ['31401', '31404', '31405']),
  place('Charlotte', 'NC', 390_000, ['28202', '28203', '28205', '28210']),
  place('Raleigh', 'NC', 430_000, ['27601', '27603', '27605', '27610']),
  place('Nashville', 'TN', 450_000, ['37203', '37206', '37208', '37211']),
  place('Memphis', 'TN', 170_000, ['38103', '38104', '38111', '38117']),
  place('Columbus', 'OH', 260_000, ['43201', '43205', '43206', '43215']),
  place('Cleveland', 'OH', 130_000, ['44102', '44109', '44113']),
  place('Detroit', 'MI', 90_000, ['48201', '48207', '48214', '48226']),
  place('Grand Rapids', 'MI', 280_000, ['49503', '49504', '49506']),
  place('Indianapolis', 'IN', 240_000, ['46202', '46203', '46205', '46220']),
  place('Kansas City', 'MO', 240_000, ['64105', '64108', '64111', '64113']),
  place('St. Louis', 'MO', 190_000, ['63104', '63109', '63110', '63118']),
  place('Denver', 'CO', 580_000, ['80202', '80205', '80206', '80210']),
  place('Colorado Springs', 'CO', 450_000, ['80903', '80905', '80909']),
  place('Las Vegas', 'NV', 430_000, ['89101', '89104', '89117', '89123']),
  place('Reno', 'NV', 540_000, ['89501', '89502', '89509']),
  place('Sacramento', 'CA', 480_000, ['95811', '95814', '95816', '95818']),
  place('Fresno', 'CA', 370_000, ['93701', '93704', '93710']),
  place('Seattle', 'WA', 850_000, ['98103', '98105', '98115', '98118']),
  place('Spokane', 'WA', 380_000, ['99201', '99203', '99205']),
  place('Portland', 'OR', 520_000, ['97202', '97206', '97211', '97214']),
  place('Salt Lake City', 'UT', 540_000, ['84101', '84102', '84105', '84106']),
  place('Albuquerque', 'NM', 330_000, ['87102', '87106', '87108', '87110']),
  place('Oklahoma City', 'OK', 220_000, ['73102', '73103', '73106', '73112']),
  place('Tulsa', 'OK', 210_000, ['74103', '74104', '74105']),
  place('Birmingham', 'AL', 150_000, ['35203', '35205', '35209']),
  place('Huntsville', 'AL', 320_000, ['35801', '35802', '35805']),
  place('Columbia', 'SC', 230_000, ['29201', '29203', '29205']),
  place('Charleston', 'SC', 480_000, ['29401', '29403', '29407']),
  place('Philadelphia', 'PA', 230_000, ['19103', '19125', '19130', '19147']),
  place('Pittsburgh', 'PA', 220_000, ['15201', '15206', '15213', '15217']),
  place('Buffalo', 'NY', 230_000, ['14201', '14209', '14213', '14216']),
  place('Rochester', 'NY', 210_000, ['14607', '14609', '14620']),
  place('Chicago', 'IL', 340_000, ['60614', '60618', '60625', '60647']),
  place('Milwaukee', 'WI', 200_000, ['53202', '53204', '53207', '53211']),
  place('Minneapolis', 'MN', 330_000, ['55405', '55406', '55408', '55418']),
  place('Louisville', 'KY', 240_000, ['40202', '40204', '40205', '40206']),
  place('New Orleans', 'LA', 260_000, ['70112', '70115', '70117', '70119']),
  place('Baton Rouge', 'LA', 230_000, ['70802', '70806', '70808']),
  place('Richmond', 'VA', 370_000, ['23220', '23221', '23223', '23225']),
  place('Wichita', 'KS', 200_000, ['67203', '67208', '67211', '67218']),
  place('Omaha', 'NE', 280_000, ['68102', '68104', '68105', '68131']),
  place('Boise', 'ID', 480_000, ['83702', '83704', '83705']),
  place('Little Rock', 'AR', 210_000, ['72201', '72204', '72205']),
];

/** Street names: common US ones, combined with a suffix. */
export const STREET_NAMES = [
  'Oak',
  'Maple',
  'Cedar',
  'Pine',
  'Elm',
  'Walnut',
  'Willow',
  'Magnolia',
  'Sycamore',
  'Hickory',
  'Birch',
  'Aspen',
  'Cypress',
  'Juniper',
  'Lakeview',
  'Hillcrest',
  'Sunset',
  'Ridgeway',
  'Meadow',
  'Highland',
  'Park',
  'Washington',
  'Lincoln',
  'Jefferson',
  'Madison',
  'Franklin',
  'Jackson',
  'Monroe',
  'Adams',
  'Grant',
  'Church',
  'Mill',
  'River',
  'Spring',
  'Forest',
  'Valley',
  'Prairie',
  'Canyon',
  'Mesa Verde',
  'Bluebonnet',
] as const;
export const STREET_SUFFIXES = ['St', 'Ave', 'Dr', 'Ln', 'Rd', 'Ct', 'Blvd', 'Way', 'Pl', 'Cir'] as const;
