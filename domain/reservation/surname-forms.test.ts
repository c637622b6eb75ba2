import { describe, expect, it } from 'vitest';
import { acceptedSurnameForms, SURNAME_FORMS, surnameFinds, surnameParts } from './surname-forms';

describe('a surname finds a booking by either of its surnames', () => {
  it('takes either surname or both, in any case, with accents or none', () => {
    for (const typed of ['Ramírez', 'ramirez', 'Núñez', 'NUNEZ', 'Ramírez Núñez', 'RAMIREZ NUNEZ', 'ramírez-núñez', '  ramirez   nuñez ']) {
      expect(surnameFinds(typed, 'Ramírez Núñez'), typed).toBe(true);
    }
  });

  it('refuses another surname, a part of a word, both in the other order, or more than is stored', () => {
    for (const typed of ['Ramos', 'Ramir', 'Nunez Ramirez', 'Ramírez Núñez López', 'Ramírez López', '', '   ']) {
      expect(surnameFinds(typed, 'Ramírez Núñez'), typed).toBe(false);
    }
    expect(surnameFinds('Ramírez Núñez', 'Ramírez')).toBe(false);
  });

  it('keeps a particled surname whole, and finds it by its last word too, never by a particle alone', () => {
    expect(surnameParts('De la Cruz Hernández')).toEqual(['de la cruz', 'hernandez']);
    for (const typed of ['de la Cruz', 'Cruz', 'Hernández', 'DE LA CRUZ HERNANDEZ']) expect(surnameFinds(typed, 'De la Cruz Hernández'), typed).toBe(true);
    for (const typed of ['de', 'la', 'de la', 'la Cruz']) expect(surnameFinds(typed, 'De la Cruz Hernández'), typed).toBe(false);
    expect(surnameFinds('del Valle', 'Gómez del Valle')).toBe(true);
    expect(surnameFinds('Valle', 'Gómez del Valle')).toBe(true);
    expect(surnameFinds('del', 'Gómez del Valle')).toBe(false);
  });

  it('reads a conjunction as joining two surnames', () => {
    expect(surnameParts('Ortega y Gasset')).toEqual(['ortega', 'gasset']);
    expect(surnameFinds('Gasset', 'Ortega y Gasset')).toBe(true);
    expect(surnameFinds('Ortega y Gasset', 'Ortega y Gasset')).toBe(true);
    expect(surnameFinds('y', 'Ortega y Gasset')).toBe(false);
  });

  it("keeps a single surname, a tourist's apostrophe and an empty one as they were", () => {
    expect(surnameFinds("o'neil", 'O’Neil')).toBe(true);
    expect(acceptedSurnameForms('Smith')).toEqual(['smith']);
    expect(acceptedSurnameForms('')).toEqual([]);
  });

  it('never gives more forms than the server compares', () => {
    expect(acceptedSurnameForms('Uno Dos Tres Cuatro Cinco Seis').length).toBe(SURNAME_FORMS);
    // Each surname alone comes first, so a long name still finds the booking by any one of them.
    for (const one of ['Uno', 'Seis']) expect(surnameFinds(one, 'Uno Dos Tres Cuatro Cinco Seis')).toBe(true);
  });
});
