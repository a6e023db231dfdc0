// One blog post, whole: content/resources/blog/posts.ts finds every file in this folder.
import wifiImage from '@/assets/illustrations/blog-wifi-gateway.svg';
import { incentives } from '@/content/facts/incentives';
import type { ArticleNode, BlogSummary } from '@/content/resources/blog/post';

/** The post's address, /resources/blog/wifi-reconnects: the file's name. */
export const slug = 'wifi-reconnects';

/** /resources/blog/wifi-reconnects: what the list, the page head and the sitemap read. */
export const summary: BlogSummary = {
  slug,
  title: 'Wi-Fi Reconnection Guide',
  excerpt:
    'New router, provider or Wi-Fi password? Your panels keep producing, but monitoring goes dark. How to get your gateway back online in about 15 minutes.',
  date: '2024-03-15',
  readTime: 8,
  category: 'How-to guide',
  metaTitle: 'Wi-Fi Guide: Get Solar Monitoring Back Online',
  keywords: ['solar monitoring offline', 'reconnect inverter Wi-Fi', 'battery gateway Wi-Fi', 'solar app not updating'],
  image: {
    src: wifiImage,
    alt: 'A solar monitoring gateway mounted on a garage wall beside the main panel, with Wi-Fi signal arcs reaching a home router on a shelf.',
    width: 800,
    height: 600,
  },
};

/** The article itself; loaded only when the post is opened. */
export const body: readonly ArticleNode[] = [
  {
    kind: 'p',
    text: 'A call we get often: "My solar app stopped updating. Is my system broken?" Most of the time the system is fine. The household got a new router, switched internet providers or changed the Wi-Fi password, and the small computer that reports your production lost its connection.',
  },
  {
    kind: 'p',
    text: "This guide walks you through reconnecting it yourself. It works for most inverter and battery systems we install and service in Kern County, because nearly all of them follow the same pattern: a gateway that joins your home network, and a maker's app that tells it which network to join.",
  },
  { kind: 'h2', text: 'First, the good news: your panels are still working' },
  {
    kind: 'p',
    text: 'A grid-tied solar system does not need the internet to make power. The inverter keeps converting sunlight and your meter keeps counting it, Wi-Fi or not. What you lose is visibility: the app, the daily production emails and our ability to spot a fault remotely.',
  },
  {
    kind: 'p',
    text: `Most gateways also store several days of readings on board and upload them once they are back online, so a short outage usually leaves no gap in your history. Still, do not leave it for months. Under NEM 3.0, a panel string that quietly stops producing in summer costs you the most: summer is when your panels carry the air conditioner, and export credits are highest on ${incentives.nbt.rule.peakValue}. Without monitoring, you only find out at true-up.`,
  },
  {
    kind: 'callout',
    tone: 'info',
    title: 'Batteries are the exception worth knowing',
    text: 'A home battery keeps running its last saved schedule without internet, and it still backs up your home in an outage. But it cannot receive updated rate schedules, storm-watch alerts or firmware fixes until it is back online. If you have a battery, reconnect it the same day.',
  },
  { kind: 'h2', text: 'What you need before you start' },
  {
    kind: 'ul',
    items: [
      'Your new Wi-Fi network name and password, typed exactly (capital letters and symbols matter).',
      "A phone with the maker's monitoring or installer app, logged in to your account.",
      'Fifteen minutes standing near the gateway, not in the back bedroom.',
      'The label on the gateway or inside its cover: serial number and, on many models, a setup network name and password.',
    ],
  },
  { kind: 'h2', text: 'Step 1: Find your gateway' },
  {
    kind: 'p',
    text: 'The device that talks to Wi-Fi is not always the inverter. On the systems we see around Bakersfield it is usually one of three things:',
  },
  {
    kind: 'ul',
    items: [
      'A communications box or gateway near your main electrical panel, often on the garage wall or the outside wall by the meter.',
      'The inverter itself, when it has a built-in Wi-Fi card. Look for a small antenna or a status light marked with a Wi-Fi symbol.',
      'A battery gateway or controller, for example the gateway that comes with a Tesla Powerwall 3 system or the controller of an Enphase IQ Battery 5P or FranklinWH aPower system.',
    ],
  },
  {
    kind: 'p',
    text: 'Write down the model and serial number. If you are not sure which box it is, your installation packet or our handover sheet names it, and our office can tell you over the phone.',
  },
  { kind: 'h2', text: 'Step 2: Check your router before you touch the gateway' },
  { kind: 'p', text: 'Most reconnection failures are router settings, not the solar equipment. Check these three things first:' },
  {
    kind: 'ol',
    items: [
      'Make sure a 2.4 GHz network exists. Many gateways cannot see 5 GHz networks at all. Newer routers and mesh systems often merge both bands under one name; that usually works, but if the gateway cannot find your network, turn on a separate 2.4 GHz network in the router app for the setup.',
      'Use WPA2 or WPA2/WPA3 mixed security. Some gateways cannot join a network set to WPA3 only.',
      'Do not use a guest network or a network with a sign-in page. Guest networks often block devices from reaching each other, and gateways cannot click through a login screen.',
    ],
  },
  { kind: 'h2', text: 'Step 3: Put the gateway in setup mode' },
  {
    kind: 'p',
    text: 'Almost every modern gateway opens a temporary Wi-Fi network of its own so your phone can talk to it directly. Depending on the model you start this by tapping a setup or "AP" button on the gateway, by choosing "Connect to Wi-Fi" or "Network settings" in the app, or by briefly cycling power to the gateway. The status light usually changes color or starts blinking when setup mode is on, and it often stays on for 15 to 30 minutes.',
  },
  {
    kind: 'callout',
    tone: 'warning',
    title: 'Stay out of the panel',
    text: 'Never open the main panel, the inverter cover or a battery enclosure to reach a button or a breaker. If the app asks you to restart the gateway and the only way is a breaker inside a closed panel, call us. Only switch a breaker that is on the outside of the panel and clearly labeled for the gateway or the solar system.',
  },
  { kind: 'h2', text: 'Step 4: Connect your phone and choose your network' },
  {
    kind: 'ol',
    items: [
      "On your phone, open Wi-Fi settings and join the gateway's setup network. Its name usually includes the maker or part of the serial number; the password is on the label.",
      "Go back to the maker's app and follow its network step. It lists the networks the gateway can see.",
      'Pick your home network, enter the password carefully and confirm.',
      'Wait. The gateway may take two or three minutes to join, and your phone may drop back to your home network on its own.',
    ],
  },
  {
    kind: 'p',
    text: 'If your network is not in the list, the gateway cannot hear it. Check that 2.4 GHz is on, then move on to the signal section below.',
  },
  { kind: 'h2', text: 'Step 5: Or skip Wi-Fi and use a cable' },
  {
    kind: 'p',
    text: "Many gateways have an Ethernet port, and a cable is the most reliable connection you can give them: no passwords to update and no signal to lose. If the router is far from the garage, a pair of powerline adapters carries the network over your home's wiring. Plug one in near the router and the other near the gateway, run a short cable to each, and most gateways switch over by themselves. This is what we recommend for anyone who changes routers often.",
  },
  { kind: 'h2', text: 'Step 6: Confirm it is reporting' },
  {
    kind: 'ul',
    items: [
      'The status light on the gateway turns to its "connected" color within a few minutes (the app or the label explains the colors).',
      'The app shows a current reading within 15 to 30 minutes. On some systems the first update waits for the next reporting interval.',
      "Yesterday's missing hours fill in over the next day as the gateway uploads what it stored.",
    ],
  },
  { kind: 'h2', text: 'When the signal is the problem' },
  {
    kind: 'p',
    text: 'Valley homes are hard on Wi-Fi. Stucco walls with metal lath, a garage full of steel shelving and a gateway mounted inside a metal enclosure can cut the signal to almost nothing, even 30 feet from the router. If the gateway connects and then drops off every afternoon, that is the usual cause. Summer heat in a closed garage can make it worse.',
  },
  {
    kind: 'ul',
    items: [
      'Check the signal strength in the app if it shows it. Anything weaker than two bars tends to drop.',
      'Move the router higher and closer to the garage side of the house, or add a mesh node or extender within sight of the gateway.',
      'Use the cable or powerline option above; it ends the problem for good.',
    ],
  },
  { kind: 'h2', text: 'When to call us' },
  { kind: 'p', text: 'Reconnecting Wi-Fi is safe to do yourself. These are not:' },
  {
    kind: 'ul',
    items: [
      'The gateway shows no lights at all, or its setup network never appears.',
      'The app reconnects but shows zero production on a sunny day, or one part of the array reads far lower than the rest.',
      'The inverter or battery shows an error or fault code, or you hear buzzing or smell something hot.',
      'The system stopped reporting right after other electrical work, a main panel change or a storm.',
      'You would rather not do it. Our technicians reconnect monitoring every day, and we can hard-wire the gateway while we are there.',
    ],
  },
  {
    kind: 'callout',
    tone: 'info',
    title: 'Our customers get help by phone first',
    text: 'If we installed or service your system, call the office with your address and we can usually see what the gateway last reported, tell you which device to look at, and stay on the phone while you reconnect it. If a visit is needed, we book it the same week.',
    action: { label: 'Contact Us', href: '/contact' },
  },
];
