import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  boxBetween,
  centredBox,
  loadImage,
  MIN_BOX_SIDE,
  nudgeBox,
  paintRedacted,
  type Box,
  type Point,
} from '../redaction';

export interface ScreenshotRedactorProps {
  image: Blob;
  boxes: readonly Box[];
  onBoxesChange: (boxes: Box[]) => void;
  disabled?: boolean;
}

/** Pixels an arrow key moves or resizes the selected box by; ten times as much with Alt. */
const STEP = 10;

/**
 * The screenshot's preview, where black boxes hide private parts: drag with a mouse, pen or finger
 * to draw one; from the keyboard, "Add a black box" places one in the middle, then the arrow keys
 * move it and Shift + arrows resize it while the preview has focus. Undo and Remove all are buttons.
 */
export function ScreenshotRedactor({
  image,
  boxes,
  onBoxesChange,
  disabled = false,
}: ScreenshotRedactorProps) {
  const { t } = useTranslation('feedback');
  const hintId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // The loaded picture (or its failure) of the image it was loaded from: a new image starts blank.
  const [loaded, setLoaded] = useState<{ image: Blob; picture: HTMLImageElement | null } | null>(null);
  const picture = loaded?.image === image ? loaded.picture : null;
  const failed = loaded?.image === image && loaded.picture === null;
  const [drag, setDrag] = useState<{ from: Point; to: Point } | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadImage(image)
      .then((element) => !cancelled && setLoaded({ image, picture: element }))
      .catch(() => !cancelled && setLoaded({ image, picture: null }));
    return () => {
      cancelled = true;
    };
  }, [image]);

  const size = picture ? { width: picture.naturalWidth, height: picture.naturalHeight } : null;
  const draft = drag && size ? boxBetween(drag.from, drag.to, size) : null;

  useEffect(() => {
    if (!picture || !canvasRef.current) return;
    paintRedacted(canvasRef.current, picture, draft ? [...boxes, draft] : boxes);
  }, [picture, boxes, draft]);

  /** The pointer's position in image pixels (the canvas is shown scaled). */
  const imagePoint = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    const scaleX = event.currentTarget.width / (rect.width || 1);
    const scaleY = event.currentTarget.height / (rect.height || 1);
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || !size) return;
    try {
      // Keeps the drag when the pointer leaves the preview; a pointer the browser no longer tracks throws.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // The drag still works while the pointer stays over the preview.
    }
    const point = imagePoint(event);
    setDrag({ from: point, to: point });
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drag) return;
    const to = imagePoint(event);
    setDrag((current) => (current ? { ...current, to } : current));
  };
  const onPointerUp = () => {
    if (draft && draft.width >= MIN_BOX_SIDE && draft.height >= MIN_BOX_SIDE)
      onBoxesChange([...boxes, draft]);
    setDrag(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const last = boxes[boxes.length - 1];
    if (disabled || !size || !last) return;
    const step = event.altKey ? STEP * 10 : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      onBoxesChange([...boxes.slice(0, -1), nudgeBox(last, move[0], move[1], event.shiftKey, size)]);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onBoxesChange(boxes.slice(0, -1));
    }
  };

  if (failed) {
    return (
      <p className="field__error" role="alert">
        {t('screenshot.unreadable')}
      </p>
    );
  }

  return (
    <div className="screenshot-redactor">
      <p id={hintId} className="field__hint">
        {t('screenshot.redactHint')}
      </p>
      <canvas
        ref={canvasRef}
        className="screenshot-redactor__canvas"
        tabIndex={disabled ? -1 : 0}
        role="img"
        aria-label={t('screenshot.preview', { count: boxes.length })}
        aria-describedby={hintId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(null)}
        onKeyDown={onKeyDown}
        data-testid="screenshot-preview"
      />
      <div className="button-row">
        <button
          type="button"
          className="button button--ghost"
          disabled={disabled || !size}
          onClick={() => {
            if (!size) return;
            onBoxesChange([...boxes, centredBox(size)]);
            canvasRef.current?.focus();
          }}
        >
          {t('screenshot.addBox')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={disabled || boxes.length === 0}
          onClick={() => onBoxesChange(boxes.slice(0, -1))}
        >
          {t('screenshot.undoBox')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={disabled || boxes.length === 0}
          onClick={() => onBoxesChange([])}
        >
          {t('screenshot.clearBoxes')}
        </button>
      </div>
    </div>
  );
}
