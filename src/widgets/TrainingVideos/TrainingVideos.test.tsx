import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScopeContext } from '../../engine/render-contexts';
import { renderWithEngine } from '../../../tests/support/test-render';
import TrainingVideos from './TrainingVideos';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

function showVideos(training: unknown) {
  renderWithEngine(
    <ScopeContext.Provider value={training}>
      <TrainingVideos />
    </ScopeContext.Provider>,
  );
}

describe('training videos', () => {
  it('embeds each video with its title', () => {
    showVideos({ videos: [{ title: 'Footwork', src: '/uploads/Booking/Videos/footwork.mp4' }] });
    expect(screen.getByTitle('Footwork').getAttribute('src')).toBe('/uploads/Booking/Videos/footwork.mp4');
    expect(screen.queryByText('No videos')).toBeNull();
  });

  it('shows the empty state when the training has no video', () => {
    showVideos({ videos: [] });
    // The design system's empty state, not a bare line of text.
    expect(screen.getByText('No videos').closest('.cz-empty')).toBeTruthy();
  });
});
