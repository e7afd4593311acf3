/** How people reach us (spec 1 §2.11). One place, so the contact page and emails agree. */
export const CONTACT_DETAILS = {
  addressLines: ['Level 5, 120 Albert Street', 'Auckland Central', 'Auckland 1010'],
  freephone: '0800 378 283',
  freephoneHref: 'tel:+64800378283',
  email: 'hello@estate-platform.nz',
  hours: 'Monday to Friday, 9:00 AM to 5:00 PM',
  closed: 'Closed on weekends and public holidays',
  /** A plain link instead of an embedded map: no third-party script, works on every device. */
  mapUrl: 'https://www.openstreetmap.org/search?query=120%20Albert%20Street%2C%20Auckland%201010',
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/nz-estate-platform' },
    { name: 'Facebook', href: 'https://www.facebook.com/nzestateplatform' },
  ],
} as const;
