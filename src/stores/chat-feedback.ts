// The thumbs-down dialog and the ended-chat survey of the chat window (seed 001 §2, §3, §5):
// which chatbot answer is under feedback, the dialog's values (kept when sending fails), the
// answers already rated, and the survey's state. MobX, no JSX.
import { makeAutoObservable, runInAction } from 'mobx';
import type { ChatApi } from '../api/chat';
import { feedbackMessage } from '../domain/chat-validation';
import type { ChatSession } from './chat-session';

/** What feedback needs from the chat: the session and the messages on screen. */
export interface FeedbackTarget {
  readonly session: ChatSession | null;
  readonly messages: readonly { id: string; body: string; questionId: string | null }[];
}

export class ChatFeedback {
  /** The chatbot message whose thumbs-down dialog is open. */
  messageId: string | null = null;
  draft: { reason?: string; extraInfo?: string } = {};
  sending = false;
  failed = false;
  /** Messages already rated (their button becomes a thank-you). */
  sent: string[] = [];
  surveyOpen = false;
  surveySending = false;
  surveyFailed = false;
  surveyDone = false;

  constructor(
    private readonly api: Pick<ChatApi, 'feedback' | 'survey'>,
    private readonly target: FeedbackTarget,
  ) {
    makeAutoObservable<ChatFeedback, 'api' | 'target'>(this, { api: false, target: false }, { autoBind: true });
  }

  thumbsDown(messageId: string): void {
    this.messageId = messageId;
    this.draft = {};
    this.failed = false;
  }

  setDraft(data: { reason?: string; extraInfo?: string }): void {
    this.draft = data;
  }

  cancel(): void {
    this.messageId = null;
  }

  /** Sends the feedback record (the form has checked the values); the dialog stays open with them on failure. */
  async submit(data: { reason: string; extraInfo?: string }): Promise<void> {
    const s = this.target.session;
    const message = this.target.messages.find((m) => m.id === this.messageId);
    if (!s || !message) return;
    this.draft = data;
    this.sending = true;
    this.failed = false;
    try {
      await this.api.feedback({
        questionId: message.questionId ?? message.id, conversationId: s.conversationSid, responseToCustomer: message.body,
        feedbackMessage: feedbackMessage(data.reason, data.extraInfo), rating: 'THUMBS_DOWN', senderEmail: s.email, senderType: 'CUSTOMER',
      });
      runInAction(() => {
        this.sent = [...this.sent, message.id];
        this.messageId = null;
      });
    } catch {
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  openSurvey(): void {
    this.surveyOpen = true;
  }

  async submitSurvey(rating: number): Promise<void> {
    const s = this.target.session;
    if (!s) return;
    this.surveySending = true;
    this.surveyFailed = false;
    try {
      await this.api.survey(s.conversationSid, rating);
      runInAction(() => {
        this.surveyDone = true;
        this.surveyOpen = false;
      });
    } catch {
      runInAction(() => (this.surveyFailed = true));
    } finally {
      runInAction(() => (this.surveySending = false));
    }
  }

  /** Forgets everything (a new chat). */
  reset(): void {
    this.messageId = null;
    this.draft = {};
    this.failed = false;
    this.sent = [];
    this.surveyOpen = false;
    this.surveyFailed = false;
    this.surveyDone = false;
  }
}
