import { render, screen } from '@testing-library/react';
import { FEEDBACK_STATUSES } from '#shared/feedback/feedback';
import { FeedbackStatusTag } from './feedback-status-tag';

describe('FeedbackStatusTag', () => {
  it.each(FEEDBACK_STATUSES)('names the %s status in words, with its colour class', (status) => {
    render(<FeedbackStatusTag status={status} />);

    const tag = screen.getByTestId('feedback-status');
    expect(tag).toHaveClass(`feedback-status--${status}`);
    expect(tag.textContent).not.toBe('');
    expect(tag.textContent).not.toContain('feedbackStatus.');
  });
});
