// Legal texts are HTML written by club staff. The waiver deliberately carries a script tag: the
// portal must sanitize these texts, and the demo data makes that visible.

export const GENERAL_CONDITIONS = `<h2>General conditions of use</h2>
<p>These conditions govern the use of the online services of <strong>Club Demo Padel &amp; Tennis</strong>, Calle del Deporte 12, 28013 Madrid (the "Club"): court bookings, matches, school classes, events, the online shop and memberships.</p>
<h3>Bookings and cancellations</h3>
<p>A booking is confirmed once it has been paid, or accepted as a pending payment where the Club allows it. Bookings can be cancelled free of charge up to 24 hours before the start; later cancellations are not refunded. Players must arrive 10 minutes before their slot and wear appropriate non-marking footwear.</p>
<h3>Shop orders</h3>
<p>Prices include VAT (21%). Orders are shipped within the delivery time shown at checkout; items can be returned unused within 14 days. Membership fees are charged at the start of each period until the membership is cancelled from the customer area.</p>
<p>For any question write to <a href="mailto:hello@demo.club">hello@demo.club</a>.</p>`;

export const WAIVER = `<h2>Waiver and release of liability</h2>
<p>Racket sports involve physical effort and a risk of injury. By booking or taking part in an activity of Club Demo Padel &amp; Tennis you declare that you are in good health and fit to practise sport, and that you will follow the instructions of the Club's staff and coaches.</p>
<p>The Club is not liable for injuries caused by improper use of the facilities, for personal belongings left in the changing rooms, or for damage caused by third parties. Minors must be registered by a parent or legal guardian, who accepts this waiver on their behalf.</p>
<script>alert(1)</script>
<p>Read the full facility rules on our <a href="https://example.com/club-demo/rules" target="_blank" rel="noopener">rules page</a>.</p>`;

export const PRIVACY_POLICY = `<h2>Privacy policy</h2>
<p>Club Demo Padel &amp; Tennis is the controller of the personal data you give us when you register, book or buy. We use it to manage your account, bookings, orders and memberships, to keep your playing levels, and, only if you agree, to send you our newsletter.</p>
<h3>Legal basis and retention</h3>
<p>We process your data to perform our contract with you and to meet our tax obligations. Invoices are kept for the period required by law; the rest of your data is deleted when you delete your account from the customer area.</p>
<h3>Your rights</h3>
<p>You can access, correct, delete or port your data, and object to its processing, by writing to <a href="mailto:privacy@demo.club">privacy@demo.club</a>. You may also complain to the Spanish Data Protection Agency.</p>`;

export const COOKIES_POLICY = `<h2>Cookie policy</h2>
<p>This site uses only the storage it needs to work: your session, your language and the contents of your basket are kept in your browser's local storage. Payment providers may set their own cookies during checkout.</p>
<p>We do not use advertising cookies. Analytics, if enabled by the Club, are anonymous. You can clear this data at any time from your browser settings; you will then need to sign in again.</p>`;
