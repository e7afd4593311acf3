import { PageIntro } from '@/components/ui/page-intro';
import { ContactDetailsCard } from '@/features/public-site/components/contact-details-card';
import { ContactForm } from '@/features/public-site/components/contact-form';

export function ContactUsRoute() {
  return (
    <>
      <PageIntro title="Contact Us">
        <p>
          Our Auckland team is here to help Monday to Friday, 9:00 AM to 5:00 PM, and we reply to every
          enquiry within 1 business day.
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 pb-20 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Send us a message
          </h2>
          <p className="mt-2 mb-6 text-slate-700">Fields marked as optional can be left blank.</p>
          <ContactForm />
        </section>
        <ContactDetailsCard />
      </div>
    </>
  );
}
