import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchPlace } from './search-form-view';

// A terminal picker with typeahead by terminal name or town: the WAI-ARIA combobox pattern (an
// editable input with a list popup). Down/Up move through the matches, Enter picks, Escape closes
// (and puts back the chosen terminal's name); Down opens the list on the chosen terminal. The value is the chart's (an id);
// only the text being typed is kept here. Hand-written: a library would not fit the home page's
// JavaScript budget (docs/decisions/009).

/** Lower case without accents, so "bucerias" finds Bucerías. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function matchingPlaces(places: readonly SearchPlace[], query: string): readonly SearchPlace[] {
  const wanted = fold(query.trim());
  return places.filter((place) => fold(place.name).includes(wanted) || fold(place.city ?? '').includes(wanted));
}

export interface PlaceComboboxProps {
  id: string;
  label: string;
  places: readonly SearchPlace[];
  value: string;
  onChange: (id: string) => void;
  placeholder: string;
  invalid?: boolean;
  describedBy?: string;
  /** Said when typing finds no terminal; given the typed text, it may name what was meant. */
  noMatch: string | ((query: string) => string);
}

export function PlaceCombobox({ id, label, places, value, onChange, placeholder, invalid, describedBy, noMatch }: PlaceComboboxProps) {
  const listId = useId();
  const labelId = `${id}-label`;
  // null while not typing: the input shows the chosen terminal.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const chosen = places.find((place) => place.id === value);
  const matches = query === null ? places : matchingPlaces(places, query);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  // Text typed into the pre-rendered page before it was hydrated (decision 022) is kept as the typed
  // text, the list open on it when the visitor is still in the field; the next render would clear it.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input?.value || input.value === (chosen?.name ?? '')) return;
    setQuery(input.value);
    if (input === document.activeElement) show(input.value.trim() ? 0 : -1);
    // Only the first render's input can hold text React has not seen.
  }, []);

  const show = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
    setQuery(null);
  };
  const choose = (place: SearchPlace) => {
    onChange(place.id);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) show(Math.max(0, matches.findIndex((place) => place.id === value)));
      else setActive(active >= last ? 0 : active + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) show(last);
      else setActive(active <= 0 ? last : active - 1);
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted terminal, and never sends the form half-typed.
      if (!open) return;
      event.preventDefault();
      const place = matches[active];
      if (place) choose(place);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="place-combobox">
      <label id={labelId} htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 && matches[active] ? optionId(active) : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        placeholder={placeholder}
        value={query ?? chosen?.name ?? ''}
        onChange={(event) => {
          setQuery(event.target.value);
          show(event.target.value.trim() ? 0 : -1);
        }}
        onClick={() => (open ? close() : show(-1))}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      {/* Named by the field's label while shown; closed, the label names the input alone. */}
      <ul id={listId} role="listbox" aria-labelledby={open ? labelId : undefined} className="place-combobox__list" hidden={!open}>
        {matches.map((place, index) => (
          <li
            key={place.id}
            id={optionId(index)}
            role="option"
            aria-selected={place.id === value}
            className={index === active ? 'place-combobox__option place-combobox__option--active' : 'place-combobox__option'}
            // Keeps the focus in the input, so picking with the pointer does not blur it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
          >
            {place.name}
          </li>
        ))}
      </ul>
      {open && matches.length === 0 ? (
        <p className="place-combobox__empty" role="status">
          {typeof noMatch === 'string' ? noMatch : noMatch(query ?? '')}
        </p>
      ) : null}
    </div>
  );
}
