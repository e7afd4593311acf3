import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { focusRing } from '@/components/ui/focus';
import { cn } from '@/lib/cn';
import { CONTACT_DETAILS as C } from '../contact-details';

const linkClasses = cn('rounded-sm font-medium text-blue-700 underline-offset-2 hover:underline', focusRing);

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <span className="text-blue-700">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 pl-7 text-base leading-7 text-slate-700">{children}</dd>
    </div>
  );
}

/** Address, freephone, email, hours, a map link and social links (spec 1 §2.11). */
export function ContactDetailsCard() {
  const iconClass = 'size-5';
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-6">
      <h2 className="text-xl font-semibold text-slate-900">Get in touch</h2>
      <dl className="mt-6 space-y-6">
        <Row icon={<MapPin aria-hidden="true" className={iconClass} />} label="Office">
          <address className="not-italic">
            {C.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <a href={C.mapUrl} className={linkClasses} rel="noopener noreferrer" target="_blank">
            View on a map<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Row>
        <Row icon={<Phone aria-hidden="true" className={iconClass} />} label="Freephone">
          <a href={C.freephoneHref} className={linkClasses}>
            {C.freephone}
          </a>
        </Row>
        <Row icon={<Mail aria-hidden="true" className={iconClass} />} label="General enquiries">
          <a href={`mailto:${C.email}`} className={linkClasses}>
            {C.email}
          </a>
        </Row>
        <Row icon={<Clock aria-hidden="true" className={iconClass} />} label="Office hours">
          <span className="block">{C.hours}</span>
          <span className="block">{C.closed}</span>
        </Row>
      </dl>
      <h3 className="mt-8 text-sm font-semibold text-slate-900">Follow us</h3>
      <ul className="mt-2 flex gap-4">
        {C.social.map((s) => (
          <li key={s.name}>
            <a href={s.href} className={linkClasses} rel="noopener noreferrer" target="_blank">
              {s.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
