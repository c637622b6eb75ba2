import { useId, useState, type ChangeEvent, type ClipboardEvent, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import type { CharacterFilter, CaseTransform } from '../../../domain/input-filters';
import { useInputFilter } from './use-input-filter';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'children'>;

export interface TextFieldProps extends NativeProps {
  /** Always visible: placeholders are not labels. */
  label: ReactNode;
  /** Controlled value; leave undefined to let the field keep its own. */
  value?: string;
  defaultValue?: string;
  /** Receives the value after filtering. */
  onValueChange?: (value: string) => void;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Characters the field takes (named `allow` because `accept` is the file-input attribute). */
  allow?: CharacterFilter;
  transform?: CaseTransform;
  blockPaste?: boolean;
}

/** Mobile keyboards pick their layout from inputMode; digits fields get the number pad. */
function inputModeFor(accept: CharacterFilter | undefined): NativeProps['inputMode'] {
  if (accept?.kind === 'digits') return 'numeric';
  if (accept?.kind === 'restricted' && accept.decimals) return 'decimal';
  return undefined;
}

export function TextField({
  label,
  value,
  defaultValue = '',
  onValueChange,
  error,
  hint,
  allow,
  transform,
  blockPaste,
  id,
  className,
  onKeyDown,
  onPaste,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [ownValue, setOwnValue] = useState(defaultValue);
  const filter = useInputFilter({ ...(allow ? { accept: allow } : {}), ...(transform ? { transform } : {}), ...(blockPaste ? { blockPaste } : {}) });
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ') || undefined;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = filter.filterValue(event.target.value);
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    filter.onKeyDown(event);
    onKeyDown?.(event);
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    filter.onPaste(event);
    onPaste?.(event);
  }

  return (
    <div className={['text-field', hasError ? 'text-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="text-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        inputMode={inputModeFor(allow)}
        {...inputProps}
        id={inputId}
        className="text-field__input"
        value={value ?? ownValue}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onPaste={handlePaste}
        // A caller may mark the field invalid without an error of its own (the form shows it elsewhere).
        aria-invalid={hasError || inputProps['aria-invalid'] ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p className="text-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p className="text-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
