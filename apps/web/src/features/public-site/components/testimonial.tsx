/** A quotation from someone who used the product, with their name and role. */
export function Testimonial({ quote, name, role }: { quote: string; name: string; role: string }) {
  return (
    <figure className="mx-auto max-w-3xl rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      <blockquote className="text-xl leading-9 text-slate-900">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-6 text-base text-slate-700">
        <span className="font-semibold text-slate-900">{name}</span>, {role}
      </figcaption>
    </figure>
  );
}
