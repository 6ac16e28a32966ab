export interface SeedPost {
  title: string;
  smallText: string;
  paragraphs: string[];
  author: string;
  ageDays: number;
  popular?: boolean;
}

export const POSTS: SeedPost[] = [
  {
    title: 'Our four panoramic courts get new LED lighting',
    smallText: 'Brighter, greener and glare-free evenings on every padel court.',
    paragraphs: [
      'This summer we replaced the old floodlights on padel courts 1 to 4 with LED panels. The light is even across the whole court, there is no glare on the glass and the club uses 60% less energy.',
      'Evening bookings until 23:00 are now the most popular slots of the week, so remember that members can book <strong>14 days ahead</strong>.',
    ],
    author: 'Pablo Serrano',
    ageDays: 3,
    popular: true,
  },
  {
    title: 'Seven tips to improve your bandeja',
    smallText: 'The shot that keeps you at the net, explained by our head coach.',
    paragraphs: [
      'The bandeja is not a smash: its goal is to keep the net, not to win the point. Turn your shoulders early, keep the racket face slightly open and finish the swing towards the side wall.',
      'In our adult school we work on it every month. <a href="/bookingtypes?school=true">Join a group</a> at your level and try it with a coach.',
    ],
    author: 'Carla Navarro',
    ageDays: 8,
    popular: true,
  },
  {
    title: 'Club Championship: results and photos',
    smallText: 'Sixty-four pairs, three days and a final decided on a golden point.',
    paragraphs: [
      "Congratulations to everyone who played the Club Championship. The men's final went to a third set and the women's title was decided on a golden point after two hours of padel.",
      'All the photos are in the club gallery. See you at the next edition!',
    ],
    author: 'Pablo Serrano',
    ageDays: 15,
  },
  {
    title: 'Summer camp registrations are open',
    smallText: 'Padel and tennis, games and swimming for children from 5 to 14.',
    paragraphs: [
      'Our summer camp runs every week of July with padel, tennis, multi-sport games and a daily swim. Groups are organised by age and level.',
      'Places are limited: sign up from the activity page and fill in the short form about your child.',
    ],
    author: 'Lucía Romero',
    ageDays: 21,
  },
  {
    title: 'How to choose your first padel racket',
    smallText: 'Round, teardrop or diamond? Soft or hard core? A quick guide.',
    paragraphs: [
      'If you are starting out, choose a <em>round</em> racket with a soft core: the sweet spot is larger and it is kinder to your elbow.',
      'Diamond shapes give more power but demand a precise technique. Try the demo rackets at reception before you buy.',
    ],
    author: 'Javier Ortega',
    ageDays: 30,
  },
  {
    title: 'Warm-up routine in ten minutes',
    smallText: 'A simple routine to prevent injuries before every match.',
    paragraphs: [
      'Start with two minutes of light jogging around the court, then mobilise ankles, hips, shoulders and wrists. Finish with a few minutes of soft volleys at the net.',
      'Our physiotherapy partner, Courtside Physio, offers members a free assessment every month.',
    ],
    author: 'Lucía Romero',
    ageDays: 38,
  },
  {
    title: 'Meet the new pickleball court',
    smallText: 'Easy to learn and great fun: come and try it for free.',
    paragraphs: [
      'Pickleball mixes elements of tennis, padel and table tennis. The court is small, the paddles are light and rallies are long from day one.',
      'Book the court online: paddles and balls are included with every booking.',
    ],
    author: 'Pablo Serrano',
    ageDays: 45,
  },
  {
    title: 'What your level number really means',
    smallText: 'How match results change your level and why friendly matches do not.',
    paragraphs: [
      'Your level goes from 0 to 7. After every competitive match it moves up or down depending on the result and the level of your opponents.',
      'Friendly matches never change your level, so they are perfect for trying new partners.',
    ],
    author: 'Carla Navarro',
    ageDays: 60,
  },
  {
    title: 'Choosing the right shoes for artificial grass',
    smallText: 'Herringbone soles, cushioning and why tennis shoes slip on padel courts.',
    paragraphs: [
      'Padel courts are covered with sand-filled artificial grass. A herringbone or mixed sole grips the surface and protects your knees when you change direction.',
      'Find our recommended models in the club shop.',
    ],
    author: 'Javier Ortega',
    ageDays: 75,
  },
  {
    title: 'Friday Americano is back',
    smallText: 'Sixteen players, four courts and new partners every round.',
    paragraphs: [
      'Every Friday at 19:00 we play an Americano: you change partner every round and the player with the most points wins.',
      'All levels are welcome. Sign up from the events section.',
    ],
    author: 'Pablo Serrano',
    ageDays: 90,
  },
  {
    title: 'Open Day: bring a friend and play for free',
    smallText: 'Free taster classes for adults and children all morning.',
    paragraphs: [
      'On our Open Day coaches run free 30-minute taster sessions on every court. Rackets and balls are provided.',
      'Members who bring a friend who joins the club get a month of membership for free.',
    ],
    author: 'Lucía Romero',
    ageDays: 120,
  },
];

export const TESTIMONIALS = [
  { name: 'Marta G.', image: 'Testimonials/marta.svg', title: 'Member since 2019', text: 'The best-kept courts in Madrid and a school where I finally learnt to volley.' },
  {
    name: 'Diego R.',
    image: 'Testimonials/diego.svg',
    title: 'League player',
    text: 'Booking a court takes seconds and there is always someone to play with in the open matches.',
  },
  { name: 'Sofía L.', image: 'Testimonials/sofia.svg', title: 'Mother of two', text: 'My children love the tennis academy. The coaches know every kid by name.' },
  { name: 'Andrés P.', image: 'Testimonials/andres.svg', title: 'Beginner', text: 'I started from zero six months ago; now I play twice a week and I have made great friends.' },
  { name: 'Elena M.', image: 'Testimonials/elena.svg', title: 'Tennis player', text: 'The clay court is in perfect condition all year and the staff are always helpful.' },
];

export const TEAM = [
  { name: 'Carla Navarro', image: 'Team/coach-carla.svg', title: 'Head padel coach', text: 'Former professional player and coach of the adult school for ten years.' },
  { name: 'Javier Ortega', image: 'Team/coach-javier.svg', title: 'Tennis coach', text: 'Runs the kids academy and the competition group.' },
  { name: 'Lucía Romero', image: 'Team/coach-lucia.svg', title: 'Padel coach', text: 'Specialist in beginners and the summer camp.' },
  { name: 'Pablo Serrano', image: 'Team/manager-pablo.svg', title: 'Club manager', text: 'Keeps the courts, the bookings and the community running.' },
];

export const BANNERS = [
  { title: 'Book your court in 30 seconds', text: 'Choose a day, a court and a time.', url: '/bookingtypes' },
  { title: 'Summer camp: places open', text: 'Padel, tennis and games for children from 5 to 14.', url: '/activity/{summerCamp}' },
  { title: '10% off with code DEMO10', text: 'On everything in the shop.', url: '/shop' },
  { title: 'Friday Americano, every week', text: 'New partners every round.', url: '/bookingtypes?events=true' },
  { title: 'New: pickleball court', text: 'Paddles and balls included.', url: '/bookingtypes?bookings=true' },
];
