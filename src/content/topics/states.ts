/**
 * Fixed texts of the landing page and its states (docs/behaviour.md#landing-page and
 * #content-not-available). Light: main bundle.
 */
export const landingText = {
  loading: { title: 'Loading...', text: 'Please wait while we load your content.' },
  unavailable: {
    title: 'Content Not Available',
    description: "We couldn't find the content you were looking for.",
    message: (searchTerm: string, location: string) => `We couldn't find specific information about ${searchTerm} in ${location}`,
    error: 'An error occurred while loading this page',
    contact: 'Contact Us For More Information',
    browse: 'See the towns and services we cover',
  },
  cardsFallbackHeading: 'Our Services and Blog',
  cardsIntro: 'Services we provide in {location}, and two articles our customers ask about most.',
  formTitle: 'Get a No Obligation Quote',
  heroPrimary: 'Get a No Obligation Quote',
  heroCallPrefix: 'Call',
  serviceTag: 'Service',
  blogTag: 'Blog',
} as const;
