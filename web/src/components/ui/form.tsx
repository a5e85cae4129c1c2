/**
 * Form fields with labels tied to their controls, hints and error messages announced through
 * aria-describedby. Pass react-hook-form's `register(name)` result as props.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Extra content on the label line (e.g. a counter or a link). */
  aside?: ReactNode;
  children: ReactNode;
  required?: boolean;
}

function FieldShell({ id, label, error, hint, aside, children, required }: FieldShellProps) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <div className="field-label-row">
        <span className="field-label-wrap">
          <label htmlFor={id} className="field-label">
            {label}
          </label>
          {required && (
            <span className="field-required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </span>
        {aside}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

/** What every labelled field takes besides its control's own attributes. */
interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  aside?: ReactNode;
}

/**
 * The attributes a field's control shares: its id (`id`, else a generated one), its class (`base` and
 * `className`), aria-invalid, aria-describedby (error, else hint) and, when given `required`, aria-required.
 */
function useControlAttributes(base: string, { id, className, error, hint, required }: { id?: string; className?: string; error?: string; hint?: ReactNode; required?: boolean }) {
  const auto = useId();
  const controlId = id ?? auto;
  return {
    id: controlId,
    className: [base, className].filter(Boolean).join(' '),
    'aria-invalid': !!error || undefined,
    'aria-describedby': describedBy(controlId, error, hint),
    'aria-required': required || undefined,
  };
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldProps {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, aside, id, className, required, ...rest }: TextFieldProps) {
  const control = useControlAttributes('input', { id, className, error, hint, required });
  return (
    <FieldShell id={control.id} label={label} error={error} hint={hint} aside={aside} required={required}>
      <input {...control} {...rest} />
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldProps {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, hint, aside, id, className, required, ...rest }: TextAreaFieldProps) {
  const control = useControlAttributes('input textarea', { id, className, error, hint, required });
  return (
    <FieldShell id={control.id} label={label} error={error} hint={hint} aside={aside} required={required}>
      <textarea {...control} {...rest} />
    </FieldShell>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldProps {
  options: readonly { value: string; label: string }[];
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, error, hint, aside, options, id, className, required, ...rest }: SelectFieldProps) {
  const control = useControlAttributes('input select', { id, className, error, hint });
  return (
    <FieldShell id={control.id} label={label} error={error} hint={hint} aside={aside} required={required}>
      <select {...control} {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, id: givenId, ...rest }: CheckboxFieldProps) {
  const auto = useId();
  const id = givenId ?? auto;
  return (
    <div className={`field field-checkbox${error ? ' field-invalid' : ''}`}>
      <div className="checkbox-row">
        <input id={id} type="checkbox" className="checkbox" aria-invalid={!!error || undefined} aria-describedby={error ? `${id}-error` : undefined} {...rest} />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
