import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { busy, BusyShell, installSpendableClock, renderWithBrowserScheduling, spend } from '../../../tests/support/busy-screen';
import { EngineProvider } from '../EngineContext';
import { loadable } from '../loadable';
import { WidgetSlot } from './WidgetNodeView';

// The widget's chunk is held until the test lets it go; the widget then takes a while to render, as the checkout does
// on a busy phone (longer than one of React's 5 ms slices of concurrent work).
let openGate: () => void = () => undefined;
const opened = new Promise<void>((resolve) => {
  openGate = resolve;
});
function SlowWidget() {
  spend(20);
  return <h2>Checkout</h2>;
}
const widgets = { slowWidget: loadable(() => opened.then(() => ({ default: SlowWidget }))) };
const render = renderWithBrowserScheduling();
installSpendableClock();

describe('WidgetSlot while the rest of the screen keeps rendering', () => {
  it('shows a lazy widget once its chunk has arrived, not only once the rest of the screen is quiet', async () => {
    render(
      <EngineProvider widgets={widgets}>
        <BusyShell limit={1000} awaited="h2" onTenth={openGate} />
        <WidgetSlot name="slowWidget" />
      </EngineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Checkout', level: 2 }, { timeout: 20_000 })).toBeTruthy();
    // Behind a stream of other renders React's retry of the boundary waits until they stop (here: the limit), and
    // meanwhile the slot is an empty placeholder.
    expect(busy.sawAwaited).toBe(true);
    expect(busy.renders).toBeLessThan(50);
  }, 30_000);
});
