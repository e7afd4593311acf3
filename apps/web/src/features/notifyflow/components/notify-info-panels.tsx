import {
  Clock,
  FileCheck,
  FileText,
  Lock,
  MessagesSquare,
  Search,
  Send,
  Upload,
  type LucideIcon,
} from 'lucide-react';
import { TextLink } from '@/components/ui/text-link';

const STEPS: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Complete the form', text: 'Enter the details of the person who died once.', icon: FileText },
  {
    title: 'Upload documents',
    text: 'Attach the death certificate or probate if you have them.',
    icon: Upload,
  },
  {
    title: 'We handle the notifications',
    text: 'Each organisation you choose is sent the notification by email or post.',
    icon: Send,
  },
  {
    title: 'Track progress',
    text: 'Use your reference code to see, organisation by organisation, what has happened.',
    icon: Search,
  },
];

const BENEFITS: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Save time', text: 'One form instead of a call or letter to every organisation.', icon: Clock },
  {
    title: 'Reduce paperwork',
    text: 'Documents are attached once and shared where needed.',
    icon: FileCheck,
  },
  { title: 'Centralised communication', text: 'Every answer comes back to one place.', icon: MessagesSquare },
  { title: 'Secure and confidential', text: 'Your details and documents are kept private.', icon: Lock },
];

const panel = 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm';

/** The How It Works, Benefits and Need Help panels beside the form (spec 1 §2.9). */
export function NotifyInfoPanels({ contactHref }: { contactHref: string }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="nf-how-heading" className={panel}>
        <h2 id="nf-how-heading" className="text-lg font-semibold text-slate-900">
          How It Works
        </h2>
        <ol className="mt-4 space-y-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-semibold text-blue-800"
              >
                {index + 1}
              </span>
              <div>
                <p className="font-medium text-slate-900">{step.title}</p>
                <p className="text-sm text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="nf-benefits-heading" className={panel}>
        <h2 id="nf-benefits-heading" className="text-lg font-semibold text-slate-900">
          Benefits
        </h2>
        <ul className="mt-4 space-y-4">
          {BENEFITS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700" />
              <div>
                <p className="font-medium text-slate-900">{title}</p>
                <p className="text-sm text-slate-700">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="nf-help-heading" className={panel}>
        <h2 id="nf-help-heading" className="text-lg font-semibold text-slate-900">
          Need Help?
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Not sure which organisations to notify, or what to attach? Our team can help.
        </p>
        <p className="mt-3 text-sm">
          <TextLink to={contactHref}>Contact us</TextLink>
        </p>
      </section>
    </div>
  );
}
