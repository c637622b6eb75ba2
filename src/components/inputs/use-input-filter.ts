import { useCallback, useMemo, type ClipboardEvent, type KeyboardEvent } from 'react';
import { allowsKey, applyInputFilter, type InputFilter } from '../../../domain/input-filters';

export interface InputFilterOptions extends InputFilter {
  /** Refuse pasting (e.g. the confirmation copy of an e-mail). */
  blockPaste?: boolean;
}

export interface InputFilterHandlers {
  /** Cleans any new value (typed, pasted, dropped, auto-filled); use it in onChange. */
  filterValue: (value: string) => string;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
}

/**
 * Filtering happens twice on purpose: refusing the key at keydown keeps the caret where the
 * user expects, and cleaning the value on change catches what keydown never sees (paste,
 * drag and drop, auto-fill, mobile keyboards that report every key as "Unidentified").
 */
export function useInputFilter(options: InputFilterOptions): InputFilterHandlers {
  const { accept, transform, blockPaste } = options;
  const filter = useMemo<InputFilter>(() => ({ ...(accept ? { accept } : {}), ...(transform ? { transform } : {}) }), [accept, transform]);

  const filterValue = useCallback((value: string) => applyInputFilter(value, filter), [filter]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      // Shortcuts (copy, paste, select all) and IME composition are not characters to filter.
      if (event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return;
      if (!allowsKey(filter, event.key)) event.preventDefault();
    },
    [filter],
  );

  const onPaste = useCallback(
    (event: ClipboardEvent<HTMLInputElement>) => {
      if (blockPaste) event.preventDefault();
    },
    [blockPaste],
  );

  return { filterValue, onKeyDown, onPaste };
}
