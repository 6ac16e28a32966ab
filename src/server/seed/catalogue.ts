import type { DurationUnit, ProductKind } from '../db/schema';

export const PRODUCT_TYPES = ['Rackets', 'Balls', 'Footwear', 'Apparel', 'Accessories', 'Classes & services', 'Memberships', 'Vouchers', 'Shipping'] as const;
type ProductTypeName = (typeof PRODUCT_TYPES)[number];

export interface CatalogueProduct {
  key: string;
  kind: ProductKind;
  type: ProductTypeName;
  name: string;
  description: string;
  detail: string;
  gross: number;
  /** Units in stock; absent: not stock-managed. */
  stock?: number;
  /** Sold in sizes: each size a variant with its own units (the product itself then keeps none). */
  sizes?: Array<{ detail: string; stock: number }>;
  transport?: boolean;
  popular?: boolean;
  trending?: boolean;
  published?: boolean;
  period?: { unit: DurationUnit; count: number };
  voucher?: { amount: number; validityDays: number };
  /** Days before seeding the product was created (drives "newest first"). */
  ageDays: number;
  /** Image under Uploads; default Products/<key>.svg. */
  logo?: string;
}

const article = (
  key: string,
  type: ProductTypeName,
  name: string,
  gross: number,
  description: string,
  bullets: string[],
  extra: Partial<CatalogueProduct> & { ageDays: number },
): CatalogueProduct => ({
  key,
  kind: 'Article',
  type,
  name,
  gross,
  description,
  detail: `<p>${description}</p><ul>${bullets.map((bullet) => `<li>${bullet}</li>`).join('')}</ul>`,
  ...extra,
});

export const CATALOGUE: CatalogueProduct[] = [
  article(
    'padel-racket-pro',
    'Rackets',
    'Pro Carbon Padel Racket',
    189.95,
    'Diamond-shaped carbon racket for attacking players.',
    ['12K carbon face', 'EVA hard core', '365 g, high balance'],
    { stock: 8, transport: true, popular: true, trending: true, ageDays: 20 },
  ),
  article(
    'padel-racket-control',
    'Rackets',
    'Control Padel Racket',
    119.95,
    'Round racket with a large sweet spot, ideal for improving players.',
    ['Fibreglass face', 'EVA soft core', '355 g, low balance'],
    { stock: 12, transport: true, popular: true, ageDays: 60 },
  ),
  article('padel-racket-junior', 'Rackets', 'Junior Padel Racket', 49.95, 'Light racket for players from 8 to 14 years old.', ['Fibreglass face', '310 g', 'Anti-vibration grip'], {
    stock: 3,
    transport: true,
    ageDays: 90,
  }),
  article(
    'tennis-racket-tour',
    'Rackets',
    'Tennis Racket Tour 300',
    169.0,
    'Control racket for advanced club players.',
    ['300 g unstrung', '98 sq in head', '16x19 string pattern'],
    { stock: 5, transport: true, trending: true, ageDays: 30 },
  ),
  article('tennis-racket-lite', 'Rackets', 'Tennis Racket Lite 260', 89.0, 'Easy power for beginners and returning players.', ['260 g unstrung', '105 sq in head', 'Pre-strung'], {
    stock: 7,
    transport: true,
    ageDays: 120,
  }),
  article('padel-balls', 'Balls', 'Padel Balls (3-ball can)', 6.5, 'Pressurised balls approved for competition.', ['3 balls per can', 'Consistent bounce', 'For all surfaces'], {
    stock: 240,
    popular: true,
    trending: true,
    ageDays: 200,
  }),
  article('tennis-balls', 'Balls', 'Tennis Balls (4-ball can)', 7.95, 'Extra-duty felt for clay and hard courts.', ['4 balls per can', 'ITF approved'], {
    stock: 160,
    popular: true,
    ageDays: 200,
  }),
  article('ball-box', 'Balls', 'Padel Balls Box (24 cans)', 129.0, 'A season of balls at a club price.', ['24 cans of 3 balls', 'Ships in one box'], {
    stock: 10,
    transport: true,
    ageDays: 45,
  }),
  article(
    'padel-shoes',
    'Footwear',
    'Padel Shoes Clay Grip',
    94.95,
    'Herringbone sole designed for sand-filled artificial grass.',
    ['Reinforced toe', 'Cushioned heel', 'Sizes 36–46'],
    { stock: 14, transport: true, trending: true, ageDays: 15 },
  ),
  article('tennis-shoes', 'Footwear', 'Tennis Shoes All Court', 109.95, 'Stable and durable shoes for every surface.', ['Six-month outsole warranty', 'Sizes 38–47'], {
    stock: 0,
    transport: true,
    ageDays: 75,
  }),
  article('tshirt', 'Apparel', 'Club Technical T-shirt', 24.95, 'Breathable T-shirt with the club crest.', ['100% recycled polyester', 'Sizes XS–XXL'], {
    stock: 40,
    popular: true,
    ageDays: 150,
  }),
  article('polo', 'Apparel', 'Club Polo', 34.95, 'Classic polo for tournaments and league days.', ['Piqué knit', 'Sizes S–XXL'], { stock: 25, ageDays: 150 }),
  article('skirt', 'Apparel', "Women's Padel Skirt", 32.95, 'Pleated skirt with built-in shorts and ball pocket.', ['Sizes XS–XL'], { stock: 18, ageDays: 100 }),
  article('shorts', 'Apparel', 'Training Shorts', 27.95, 'Light shorts with two deep ball pockets.', ['Sizes S–XXL'], { stock: 30, ageDays: 100 }),
  article('hoodie', 'Apparel', 'Club Hoodie', 49.95, 'Warm hoodie for winter evenings at the club.', ['Brushed cotton', 'Sizes S–XXL'], {
    // One size sold out: the size chips show it disabled.
    sizes: [
      { detail: 'S', stock: 4 },
      { detail: 'M', stock: 6 },
      { detail: 'L', stock: 0 },
      { detail: 'XL', stock: 3 },
      { detail: 'XXL', stock: 2 },
    ],
    transport: true,
    ageDays: 10,
  }),
  article('cap', 'Apparel', 'Club Cap', 17.95, 'Adjustable cap with moisture-wicking band.', ['One size'], { stock: 50, ageDays: 180 }),
  article('socks', 'Apparel', 'Sport Socks (3 pairs)', 12.95, 'Cushioned socks that keep feet dry.', ['Sizes 35–38, 39–42, 43–46'], { stock: 60, ageDays: 180 }),
  article('wristbands', 'Accessories', 'Wristbands (2 units)', 7.5, 'Terry wristbands in club colours.', ['Cotton blend'], { stock: 80, ageDays: 210 }),
  article('overgrip', 'Accessories', 'Overgrip (3 units)', 8.95, 'Tacky overgrip for padel and tennis rackets.', ['0.6 mm', 'Three colours'], {
    stock: 120,
    popular: true,
    ageDays: 210,
  }),
  article('racket-bag', 'Accessories', 'Racket Bag', 59.95, 'Thermal bag with space for four rackets.', ['Two compartments', 'Shoe pocket'], {
    stock: 9,
    transport: true,
    ageDays: 60,
  }),
  article('backpack', 'Accessories', 'Club Backpack', 44.95, 'Backpack with a racket sleeve and laptop pocket.', ['25 litres'], { stock: 11, transport: true, ageDays: 40 }),
  article('bottle', 'Accessories', 'Insulated Water Bottle', 19.95, 'Keeps water cold for 24 hours.', ['750 ml', 'Stainless steel'], { stock: 35, ageDays: 25 }),
  article('protector-tape', 'Accessories', 'Racket Protector Tape', 9.95, 'Transparent tape that protects the frame of padel rackets.', ['3 strips'], { stock: 70, ageDays: 130 }),
  article('grip-signed', 'Accessories', 'Signed Champion Grip', 29.95, 'A grip signed by the club champion: only one made.', ['Certificate included'], {
    stock: 1,
    ageDays: 3,
    logo: 'Products/overgrip.svg',
  }),
  article('ball-hopper', 'Accessories', 'Ball Hopper (72 balls)', 69.0, 'Collect and carry balls without bending.', ['Folding legs', 'Holds 72 balls'], {
    stock: 2,
    transport: true,
    ageDays: 5,
  }),
  {
    key: 'private-class',
    kind: 'Service',
    type: 'Classes & services',
    name: 'Private Padel Class (1 h)',
    gross: 45.0,
    ageDays: 300,
    description: 'One hour with a certified coach, on the day and time you choose.',
    popular: true,
    detail: '<p>One hour one-to-one (or two players) with a certified coach. We will call you to fix the day and time.</p>',
  },
  {
    key: 'restringing',
    kind: 'Service',
    type: 'Classes & services',
    name: 'Racket Restringing',
    gross: 18.0,
    ageDays: 300,
    description: 'Tennis racket restringing in 24 hours, string included.',
    detail: '<p>Bring your racket to reception before 18:00 and collect it the next day. Multifilament string included.</p>',
  },
  {
    key: 'ball-machine',
    kind: 'Service',
    type: 'Classes & services',
    name: 'Ball Machine Rental (1 h)',
    gross: 12.0,
    ageDays: 250,
    description: 'Practise on your own with our programmable ball machine.',
    trending: true,
    detail: '<p>The machine is set up on your court at the start of your booking. Court booking not included.</p>',
  },
  {
    key: 'video-analysis',
    kind: 'Service',
    type: 'Classes & services',
    name: 'Video Match Analysis',
    gross: 35.0,
    ageDays: 8,
    description: 'We film your match and a coach reviews it with you.',
    detail: '<p>Your match is recorded from two angles; a coach sends you a 20-minute review with clips and drills.</p>',
  },
  {
    key: 'membership-individual',
    kind: 'PeriodicSale',
    type: 'Memberships',
    name: 'Individual Membership',
    gross: 39.0,
    ageDays: 365,
    description: 'Reduced court prices, priority booking and member events.',
    period: { unit: 'Months', count: 1 },
    detail: '<p>Monthly membership: 25% off every court booking, booking 14 days ahead and free entry to member events.</p>',
  },
  {
    key: 'membership-family',
    kind: 'PeriodicSale',
    type: 'Memberships',
    name: 'Family Membership',
    gross: 69.0,
    ageDays: 365,
    description: 'Membership for two adults and their children under 18.',
    period: { unit: 'Months', count: 1 },
    popular: true,
    detail: '<p>All the advantages of the individual membership for the whole family, plus 10% off school fees.</p>',
  },
  {
    key: 'membership-junior',
    kind: 'PeriodicSale',
    type: 'Memberships',
    name: 'Junior Membership',
    gross: 25.0,
    ageDays: 365,
    description: 'For players under 18.',
    period: { unit: 'Months', count: 1 },
    detail: '<p>Reduced court prices for juniors and priority in the summer camp.</p>',
  },
  {
    key: 'membership-annual',
    kind: 'PeriodicSale',
    type: 'Memberships',
    name: 'Annual Membership',
    gross: 390.0,
    ageDays: 365,
    description: 'Twelve months of membership for the price of ten.',
    period: { unit: 'Years', count: 1 },
    detail: '<p>Pay once a year and save two months compared with the monthly membership.</p>',
  },
  {
    key: 'voucher-50',
    kind: 'VoucherCampaign',
    type: 'Vouchers',
    name: 'Court Voucher 50 €',
    gross: 45.0,
    ageDays: 200,
    description: 'Pay 45 € and get 50 € to spend on bookings.',
    voucher: { amount: 50, validityDays: 365 },
    trending: true,
    detail: '<p>Your voucher balance is used automatically at checkout. Valid for one year.</p>',
  },
  {
    key: 'voucher-100',
    kind: 'VoucherCampaign',
    type: 'Vouchers',
    name: 'Court Voucher 100 €',
    gross: 85.0,
    ageDays: 200,
    description: 'Pay 85 € and get 100 € to spend on bookings.',
    voucher: { amount: 100, validityDays: 365 },
    detail: '<p>The best value for regular players. Valid for one year.</p>',
  },
  {
    key: 'gift-card',
    kind: 'VoucherCampaign',
    type: 'Vouchers',
    name: 'Gift Card 30 €',
    gross: 30.0,
    ageDays: 100,
    description: 'A present for any player: bookings, classes or shop.',
    voucher: { amount: 30, validityDays: 180 },
    detail: '<p>Give the gift of sport. Valid for six months.</p>',
  },
  {
    key: 'summer-camp-week',
    kind: 'Service',
    type: 'Classes & services',
    name: 'Summer Padel Camp (one week)',
    gross: 120.0,
    ageDays: 25,
    description: 'One week of the summer camp, 09:00–14:00, snack included.',
    published: false,
    logo: 'Activities/summer-camp.svg',
    detail: '<p>Sold through the Summer Padel Camp activity.</p>',
  },
  {
    key: 'championship-entry',
    kind: 'Service',
    type: 'Classes & services',
    name: 'Club Championship entry',
    gross: 20.0,
    ageDays: 35,
    description: 'Entry fee per player, welcome pack included.',
    published: false,
    logo: 'Activities/championship.svg',
    detail: '<p>Sold through the Club Championship activity.</p>',
  },
  {
    key: 'shipping-standard',
    kind: 'Service',
    type: 'Shipping',
    name: 'Standard delivery',
    gross: 4.95,
    ageDays: 400,
    published: false,
    description: 'Delivery in 2–4 working days.',
    detail: '<p>Delivery in mainland Spain in 2–4 working days.</p>',
  },
  {
    key: 'shipping-express',
    kind: 'Service',
    type: 'Shipping',
    name: 'Express delivery',
    gross: 9.95,
    ageDays: 400,
    published: false,
    description: 'Delivery the next working day.',
    detail: '<p>Order before 14:00 for next-day delivery in mainland Spain.</p>',
  },
  {
    key: 'club-pickup',
    kind: 'Service',
    type: 'Shipping',
    name: 'Pick up at the club',
    gross: 0,
    ageDays: 400,
    published: false,
    description: 'Collect your order at reception.',
    detail: '<p>Ready for collection at reception within 24 hours.</p>',
  },
];

export const TRANSPORTS = [
  { name: 'Standard delivery', deliveryTime: '2–4 working days', logo: 'Transports/standard.svg', productKey: 'shipping-standard' },
  { name: 'Express delivery', deliveryTime: 'Next working day', logo: 'Transports/express.svg', productKey: 'shipping-express' },
  { name: 'Pick up at the club', deliveryTime: 'Within 24 hours', logo: 'Transports/pickup.svg', productKey: 'club-pickup' },
];
