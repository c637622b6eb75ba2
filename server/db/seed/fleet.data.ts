// Bus layouts as grids. Row 0 is the front (driver and entrance); seats are numbered front to back,
// left to right, as printed on the seat backs.

import { wheelchairPlaceNumber } from '../../../domain/seats/wheelchair';

type Kind = 'seat' | 'aisle' | 'driver' | 'wc' | 'stairs' | 'wheelchair';

export interface CellSeed {
  row: number;
  col: number;
  kind: Kind;
  seatNumber: number | null;
  position: 'window' | 'aisle' | null;
}

export interface LayoutSeed {
  code: 'EXEC-2-1' | 'FIRST-2-2';
  nameEs: string;
  nameEn: string;
  serviceClass: 'executive' | 'first';
  rows: number;
  cols: number;
  cells: CellSeed[];
}

/**
 * Builds a layout from row templates: 'W' window seat, 'A' aisle seat, '_' aisle, 'D' driver,
 * 'C' WC, 'S' stairs/entrance, 'R' a wheelchair place (numbered apart from seats, domain/seats/wheelchair.ts).
 */
function buildLayout(rowsTemplate: string[]): { rows: number; cols: number; cells: CellSeed[] } {
  const cells: CellSeed[] = [];
  let next = 1;
  let places = 0;
  rowsTemplate.forEach((template, row) => {
    [...template].forEach((ch, col) => {
      if (ch === 'R') {
        cells.push({ row, col, kind: 'wheelchair', seatNumber: wheelchairPlaceNumber(places++), position: null });
      } else if (ch === 'W' || ch === 'A') {
        cells.push({ row, col, kind: 'seat', seatNumber: next++, position: ch === 'W' ? 'window' : 'aisle' });
      } else {
        const kind: Kind = ch === 'D' ? 'driver' : ch === 'C' ? 'wc' : ch === 'S' ? 'stairs' : 'aisle';
        cells.push({ row, col, kind, seatNumber: null, position: null });
      }
    });
  });
  return { rows: rowsTemplate.length, cols: Math.max(...rowsTemplate.map((r) => r.length)), cells };
}

// Executive 2+1: wide seats, a pair on the left and a single on the right; WC at the back right.
const executive = buildLayout(['D__S', ...Array<string>(9).fill('WA_W'), 'WA_C']);

// First class 2+2: 10 full rows plus a last row of two seats beside the WC; one wheelchair place at the
// front beside the entrance, where the lift is (wheelchairPlacesPerLayout in domain/seats/wheelchair.ts).
const firstClass = buildLayout(['D__RS', ...Array<string>(10).fill('WA_AW'), 'WA_CC']);

export const layoutSeeds: LayoutSeed[] = [
  { code: 'EXEC-2-1', nameEs: 'Ejecutivo 2+1', nameEn: 'Executive 2+1', serviceClass: 'executive', ...executive },
  { code: 'FIRST-2-2', nameEs: 'Primera clase 2+2', nameEn: 'First class 2+2', serviceClass: 'first', ...firstClass },
];

export const busSeeds = [
  { fleetNumber: '1201', plate: '84-RN-3A', layout: 'EXEC-2-1', make: 'Volvo', model: '9800 DD', year: 2022, amenities: ['wifi', 'usb', 'wc', 'ac', 'entertainment', 'seatbelts'] },
  { fleetNumber: '1202', plate: '84-RN-3B', layout: 'EXEC-2-1', make: 'Volvo', model: '9800', year: 2023, amenities: ['wifi', 'usb', 'wc', 'ac', 'entertainment', 'seatbelts'] },
  { fleetNumber: '1203', plate: '84-RN-3C', layout: 'EXEC-2-1', make: 'Irizar', model: 'i8', year: 2024, amenities: ['wifi', 'usb', 'wc', 'ac', 'entertainment', 'seatbelts'] },
  { fleetNumber: '2101', plate: '63-TP-7K', layout: 'FIRST-2-2', make: 'Mercedes-Benz', model: 'Irizar i6', year: 2021, amenities: ['wifi', 'usb', 'wc', 'ac', 'seatbelts'] },
  { fleetNumber: '2102', plate: '63-TP-7L', layout: 'FIRST-2-2', make: 'Mercedes-Benz', model: 'Irizar i6', year: 2021, amenities: ['wifi', 'usb', 'wc', 'ac', 'seatbelts'] },
  { fleetNumber: '2103', plate: '63-TP-7M', layout: 'FIRST-2-2', make: 'Scania', model: 'Irizar i6S', year: 2023, amenities: ['wifi', 'usb', 'wc', 'ac', 'seatbelts'] },
] as const;
