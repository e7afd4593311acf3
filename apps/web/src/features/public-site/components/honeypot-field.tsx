import { HONEYPOT_FIELD } from '@estate/domain';
import type { ChangeEventHandler } from 'react';

/**
 * A trap for spam bots, instead of a third-party captcha: a field people neither see nor reach
 * with the keyboard (and screen readers skip), which bots that fill every field fill in.
 */
export function HoneypotField({
  defaultValue,
  onChange,
}: {
  defaultValue: string | undefined;
  onChange: ChangeEventHandler<HTMLInputElement>;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={`${HONEYPOT_FIELD}-trap`}>Leave this field empty</label>
      <input
        id={`${HONEYPOT_FIELD}-trap`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue={defaultValue ?? ''}
        onChange={onChange}
      />
    </div>
  );
}
