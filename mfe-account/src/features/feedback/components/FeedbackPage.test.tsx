import { FEEDBACK_PATHS } from '@matchday/contracts/feedback/contract';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

async function choose(category: string) {
  fireEvent.mouseDown(screen.getByTestId('feedback-category'));
  fireEvent.click(within(await screen.findByRole('listbox')).getByText(category));
}

describe('feedback', () => {
  beforeEach(() => resetHttp());

  it('says what is missing or too short, and sends nothing', async () => {
    await renderRemotePage(remoteDefinition, '/feedback');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByText('Please choose a type of feedback')).toBeInTheDocument();
    expect(screen.getByText('Please describe your feedback')).toBeInTheDocument();
    await user.type(screen.getByTestId('feedback-content'), 'bad');
    await user.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByText('Please write at least 5 characters')).toBeInTheDocument();
    expect(httpCalls.post).not.toHaveBeenCalled();
  });

  it('sends once however often it is clicked, thanks the user and clears the form', async () => {
    let release: (value: unknown) => void = () => undefined;
    httpCalls.post.mockReturnValue(new Promise((resolve) => (release = resolve)));
    await renderRemotePage(remoteDefinition, '/feedback');
    const user = userEvent.setup();
    await choose('Suggestion');
    await user.type(screen.getByTestId('feedback-content'), 'Show corners in the live text');
    fireEvent.click(screen.getByTestId('feedback-submit'));
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(httpCalls.post).toHaveBeenCalledTimes(1));
    expect(httpCalls.post).toHaveBeenCalledWith(FEEDBACK_PATHS.feedback, { category: 'suggestion', content: 'Show corners in the live text', contact: '' }, { notifyErrors: false });
    release({ code: 0, data: { id: '1' } });
    expect(await screen.findByTestId('feedback-sent')).toHaveTextContent('Submitted successfully, thank you for your feedback');
    expect(screen.getByTestId('feedback-content')).toHaveValue('');
  });

  it('a refusal keeps what was typed', async () => {
    httpCalls.post.mockImplementation(() => refusal('Too many requests from this network, please try again later'));
    await renderRemotePage(remoteDefinition, '/feedback');
    const user = userEvent.setup();
    await choose('Other');
    await user.type(screen.getByTestId('feedback-content'), 'Keep this text please');
    await user.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByText('Too many requests from this network, please try again later')).toBeInTheDocument();
    expect(screen.getByTestId('feedback-content')).toHaveValue('Keep this text please');
    void answer;
  });
});
