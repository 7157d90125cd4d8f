import { sortRows } from '../../components/table/table-sort';
import { makeZipRow, makeZipRows } from './test/zip-rows';
import {
  pageCountOf,
  pageOf,
  searchZipRows,
  ZIP_SORT_VALUES,
  zipRowsToCsv,
  type ZipTableColumn,
} from './zip-table';

const HEADERS: Record<ZipTableColumn, string> = {
  zipCode: 'ZIP',
  city: 'City',
  state: 'State',
  buyers: 'Buyers',
  averageDownPayment: 'Avg. down payment',
  averageMonthlyPayment: 'Avg. monthly payment',
  activeListings: 'Active listings',
  updatedAt: 'Updated',
};

describe('sorting by buyers', () => {
  const rows = [
    makeZipRow({ zipCode: '78701', buyers: 12 }),
    makeZipRow({ zipCode: '78702', buyers: null }),
    makeZipRow({ zipCode: '78703', buyers: 40 }),
  ];
  const zipsSorted = (direction: 'ascending' | 'descending') =>
    sortRows(rows, ZIP_SORT_VALUES.buyers, direction, 'en').map((row) => row.zipCode);

  it('puts a ZIP with fewer than 11 buyers below every shown count, both ways', () => {
    expect(zipsSorted('ascending')).toEqual(['78702', '78701', '78703']);
    expect(zipsSorted('descending')).toEqual(['78703', '78701', '78702']);
  });

  it('puts a ZIP without an average last, both ways', () => {
    const withAverages = [
      makeZipRow({ zipCode: '1', averageDownPayment: null }),
      makeZipRow({ zipCode: '2', averageDownPayment: 10_000 }),
      makeZipRow({ zipCode: '3', averageDownPayment: 50_000 }),
    ];
    const sorted = (direction: 'ascending' | 'descending') =>
      sortRows(withAverages, ZIP_SORT_VALUES.averageDownPayment, direction, 'en').map((row) => row.zipCode);

    expect(sorted('ascending')).toEqual(['2', '3', '1']);
    expect(sorted('descending')).toEqual(['3', '2', '1']);
  });
});

describe('searchZipRows', () => {
  const rows = [
    makeZipRow({ zipCode: '78701', city: 'Austin' }),
    makeZipRow({ zipCode: '95112', city: 'San José' }),
    makeZipRow({ zipCode: '10078', city: 'New York' }),
  ];

  it('finds ZIPs by their start, not anywhere inside', () => {
    expect(searchZipRows(rows, '787').map((row) => row.zipCode)).toEqual(['78701']);
  });

  it('finds cities by any part, ignoring case and accents', () => {
    expect(searchZipRows(rows, ' san jose ').map((row) => row.zipCode)).toEqual(['95112']);
    expect(searchZipRows(rows, 'YORK').map((row) => row.zipCode)).toEqual(['10078']);
  });

  it('keeps every row for an empty search', () => {
    expect(searchZipRows(rows, '  ')).toHaveLength(3);
  });
});

describe('pages', () => {
  it('cuts 60 rows into 3 pages of at most 25, and counts one page for none', () => {
    const rows = makeZipRows(60);

    expect(pageCountOf(60)).toBe(3);
    expect(pageCountOf(0)).toBe(1);
    expect(pageOf(rows, 2).map((row) => row.zipCode)[0]).toBe('10026');
    expect(pageOf(rows, 3)).toHaveLength(10);
  });
});

describe('zipRowsToCsv', () => {
  it('writes the table columns, "Fewer than 11" for hidden buyers and nothing for a missing average', () => {
    const csv = zipRowsToCsv(
      [
        makeZipRow(),
        makeZipRow({
          zipCode: '78702',
          city: '=cmd',
          buyers: null,
          averageDownPayment: null,
          averageMonthlyPayment: null,
        }),
      ],
      { headers: HEADERS, fewerThanMinimum: 'Fewer than 11' },
    );

    expect(csv).toBe(
      'ZIP,City,State,Buyers,Avg. down payment,Avg. monthly payment,Active listings,Updated\r\n' +
        '78701,Austin,TX,42,35000,2100,3,2026-11-20\r\n' +
        "78702,'=cmd,TX,Fewer than 11,,,3,2026-11-20\r\n",
    );
  });
});
