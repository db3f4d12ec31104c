import { ColorPicker, DatePicker, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n';
import { instantOfPicked, pickerValueOf } from '../time/zone';
import { keepEnterInPicker, ZoneName } from './pickers';
import type { FieldInputProps } from './types';

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Number and money inputs keep digits only (admin spec §5). */
const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** Period thousands, as rupiah are written (admin spec §9). */
const withThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

export function TextInput({
  field,
  value,
  onChange,
  onBlur,
  id,
  testId,
  type,
  attr,
  prepend,
  append,
}: FieldInputProps & { type?: string }) {
  const lang = useLang();
  return (
    <Input
      {...attr}
      prefix={prepend}
      suffix={append}
      id={id}
      type={type}
      data-testid={testId}
      onBlur={onBlur}
      value={asText(value)}
      maxLength={field.maxLength}
      placeholder={field.placeholder?.[lang]}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}

export function TextAreaInput({ field, value, onChange, onBlur, id, testId, attr }: FieldInputProps) {
  const lang = useLang();
  const max = field.parsedRules.find((r) => r.name === 'max')?.args[0];
  return (
    <Input.TextArea
      {...attr}
      id={id}
      data-testid={testId}
      onBlur={onBlur}
      value={asText(value)}
      rows={4}
      showCount={max !== undefined}
      maxLength={max === undefined ? undefined : Number(max)}
      placeholder={field.placeholder?.[lang]}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}

export function NumberInput({ value, onChange, onBlur, id, testId, attr, prepend, append }: FieldInputProps) {
  return (
    <Input
      {...attr}
      prefix={prepend}
      suffix={append}
      id={id}
      data-testid={testId}
      onBlur={onBlur}
      inputMode="numeric"
      value={asText(value)}
      onChange={(e) => onChange?.(digitsOnly(e.target.value))}
    />
  );
}

export function MoneyInput({ value, onChange, onBlur, id, testId, attr, prepend, append }: FieldInputProps) {
  return (
    <Input
      {...attr}
      suffix={append}
      id={id}
      data-testid={testId}
      onBlur={onBlur}
      inputMode="numeric"
      prefix={prepend ?? 'Rp.'}
      value={withThousands(digitsOnly(asText(value)))}
      onChange={(e) => onChange?.(digitsOnly(e.target.value))}
    />
  );
}

export function BooleanInput({ value, onChange, id, testId }: FieldInputProps) {
  const { t } = useTranslation();
  return (
    <Switch
      id={id}
      data-testid={testId}
      checked={value === true}
      checkedChildren={t('field.yes')}
      unCheckedChildren={t('field.no')}
      onChange={(checked) => onChange?.(checked)}
    />
  );
}

/** The date-time format of the specification (admin §9). The form value stays an ISO string. */
const dateTimeFormat = 'YYYY-MM-DD HH:mm:ss';

/** An instant, typed as the wall clock of the user's zone, which is named beside it. */
export function DateTimeInput({ value, onChange, onBlur, id, testId }: FieldInputProps) {
  return (
    <DatePicker
      id={id}
      data-testid={testId}
      onBlur={onBlur}
      onKeyDown={keepEnterInPicker}
      showTime
      format={dateTimeFormat}
      value={pickerValueOf(value)}
      suffixIcon={<ZoneName />}
      onChange={(date) => onChange?.(date ? instantOfPicked(date) : null)}
    />
  );
}

/** Decimal text: digits, one decimal separator (comma or dot, kept as a dot) and a leading minus. */
export function decimalText(text: string): string {
  let separated = false;
  let digits = '';
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') digits += ch;
    else if ((ch === '.' || ch === ',') && !separated) {
      separated = true;
      digits += '.';
    }
  }
  return (text.trimStart().startsWith('-') ? '-' : '') + digits;
}

export function DecimalInput({
  value,
  onChange,
  onBlur,
  id,
  testId,
  attr,
  prepend,
  append,
}: FieldInputProps) {
  return (
    <Input
      {...attr}
      prefix={prepend}
      suffix={append}
      id={id}
      data-testid={testId}
      onBlur={onBlur}
      inputMode="decimal"
      value={asText(value)}
      onChange={(e) => onChange?.(decimalText(e.target.value))}
    />
  );
}

export function PasswordInput({ field, value, onChange, onBlur, id, testId }: FieldInputProps) {
  return (
    <Input.Password
      id={id}
      data-testid={testId}
      onBlur={onBlur}
      autoComplete="new-password"
      value={asText(value)}
      maxLength={field.maxLength}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}

export function ColorInput({ value, onChange, id, testId }: FieldInputProps) {
  const color = asText(value);
  return (
    <div data-testid={testId} id={id}>
      <ColorPicker
        disabledAlpha
        showText
        allowClear
        format="hex"
        value={color || null}
        onChange={(next) => onChange?.(next.toHexString().slice(0, 7))}
        onClear={() => onChange?.(null)}
      />
    </div>
  );
}

/** Holds its value without showing anything. */
export function HiddenInput({ value, id, testId }: FieldInputProps) {
  return <input type="hidden" id={id} data-testid={testId} value={asText(value)} />;
}
