import { useNavigate } from 'react-router-dom';
import type { Booking } from '../../stores/club-queries';
import { MatchBanner } from '../ByPlaceList/MatchBanner';
import '../ByPlaceList/ByPlaceList.css';
import './MatchesSection.css';

/**
 * A joinable booking on home: the matches page's card with home's player rule (up to `maxPlayers`, then +N). Join
 * opens the match's own page, where the player picks a team or place and pays.
 */
export function MatchCard({ booking, maxPlayers }: { booking: Booking; maxPlayers: number }) {
  const navigate = useNavigate();
  return <MatchBanner booking={booking} playerLimit={maxPlayers} onJoin={() => navigate(`/booking-join/${booking.id}`)} />;
}
