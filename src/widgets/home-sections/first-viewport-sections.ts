// The home sections a visitor sees without scrolling, in one chunk fetched with the page (main.tsx starts
// it on `/` next to the dictionaries), so the first screen does not wait for one chunk per section.
export { default as heroSlider } from '../HeroSlider/HeroSlider';
export { default as bookingTypesSection } from '../BookingTypesSection/BookingTypesSection';
export { default as matchesSection } from '../MatchesSection/MatchesSection';
