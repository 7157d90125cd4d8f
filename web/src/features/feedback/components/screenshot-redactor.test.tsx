import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/render';
import { loadImage, paintRedacted, type Box } from '../redaction';
import { ScreenshotRedactor } from './screenshot-redactor';

jest.mock('../redaction', () => ({
  ...jest.requireActual<object>('../redaction'),
  loadImage: jest.fn(),
  paintRedacted: jest.fn(),
}));

/** The redactor with its boxes kept in state, reporting each change. */
function Harness({ onChange }: { onChange: (boxes: Box[]) => void }) {
  const [boxes, setBoxes] = useState<Box[]>([]);
  const [image] = useState(() => new Blob(['png'], { type: 'image/png' }));
  return (
    <ScreenshotRedactor
      image={image}
      boxes={boxes}
      onBoxesChange={(next) => {
        setBoxes(next);
        onChange(next);
      }}
    />
  );
}

beforeEach(() => {
  jest.mocked(loadImage).mockResolvedValue({ naturalWidth: 400, naturalHeight: 200 } as HTMLImageElement);
});

describe('ScreenshotRedactor', () => {
  it('places, moves, resizes and removes a black box from the keyboard alone', async () => {
    // Prepare
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={onChange} />);
    const add = screen.getByRole('button', { name: 'Add a black box' });
    await waitFor(() => expect(add).toBeEnabled());

    // Act + Assess: the box appears in the middle, and the preview has focus
    await user.click(add);
    expect(onChange).toHaveBeenLastCalledWith([{ x: 150, y: 75, width: 100, height: 50 }]);
    expect(screen.getByRole('img', { name: 'Screenshot preview, 1 part blacked out' })).toHaveFocus();

    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith([{ x: 160, y: 85, width: 100, height: 50 }]);

    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(onChange).toHaveBeenLastCalledWith([{ x: 160, y: 85, width: 110, height: 50 }]);

    await user.keyboard('{Delete}');
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(jest.mocked(paintRedacted)).toHaveBeenCalled();
  });

  it('draws a box where the pointer is dragged', async () => {
    // Prepare
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={onChange} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a black box' })).toBeEnabled());
    const canvas = screen.getByTestId('screenshot-preview') as HTMLCanvasElement;
    // The canvas shows the 400 × 200 image at half size.
    canvas.width = 400;
    canvas.height = 200;
    canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100 }) as DOMRect;

    // Act
    await user.pointer([
      { keys: '[MouseLeft>]', target: canvas, coords: { clientX: 10, clientY: 10 } },
      { target: canvas, coords: { clientX: 60, clientY: 40 } },
      { keys: '[/MouseLeft]', target: canvas },
    ]);

    // Assess
    expect(onChange).toHaveBeenLastCalledWith([{ x: 20, y: 20, width: 100, height: 60 }]);
  });
});
