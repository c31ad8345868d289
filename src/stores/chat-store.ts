// The chat widget's state (seed 001 §2, §4, §7, §8): the window open or closed, the phase
// (pre-chat, starting, messaging, ended, unavailable), the mode, the session, the messages,
// the draft and its files, and the alerts. Token upkeep is chat-upkeep.ts, the thumbs-down
// dialog and survey chat-feedback.ts. Rules come from src/domain/chat*.ts; calls from an
// injected ChatApi; timers are the global ones (tests use fake timers). No JSX.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ChatApi, ChatMessageWire, ChatSessionWire } from '../api/chat';
import {
  AGENT_POLL_MS, CHAT_HISTORY_SIZE, OPEN_STATUS_POLL_MS, decideMode, expiryOf, isLiveAgentRole, sessionUsable, tokenExpired,
  type ChatEndReason, type ChatMode,
} from '../domain/chat';
import { canSend, fileView, sortFiles, type ChatFileView, type RefusedFile } from '../domain/chat-files';
import { chatHoursText } from '../domain/chat-hours';
import { ChatFeedback } from './chat-feedback';
import { clearStoredSession, loadStoredSession, storeSession, type ChatSession, type SessionStorageLike } from './chat-session';
import { SessionUpkeep } from './chat-upkeep';
import { ChatStream, type OpenSocket } from './chat-stream';
import { mergeMessages } from '../domain/chat-socket';

export type { ChatSession } from './chat-session';

/** Where the chat is. */
export type ChatPhase = 'prechat' | 'starting' | 'messaging' | 'ended' | 'unavailable';

/** The four alerts of seed 001 §8 (their words are catalogue keys chat.alert.*). */
export type ChatAlert = 'connectionLost' | 'generic' | 'tokenInvalid' | 'resend';

/** Tone of each alert (seed 001 §8). */
export const ALERT_TONE: Readonly<Record<ChatAlert, 'warning' | 'error'>> = {
  connectionLost: 'warning',
  generic: 'error',
  tokenInvalid: 'warning',
  resend: 'error',
};

/** A message as the window shows it. */
export interface ChatMessage {
  id: string;
  seq: number;
  author: 'customer' | 'agent' | 'chatbot' | 'system';
  authorName: string | null;
  liveAgent: boolean;
  body: string;
  files: ChatFileView[];
  questionId: string | null;
  createdAt: string;
}

/** A picked file: a browser File (its bytes are uploaded when the message is sent). */
export type PickedFile = Blob & { readonly name: string };

/** What the store needs from the page. */
export interface ChatContext {
  orgCode: string;
  applicationUuid: string | null;
  /** The signed-in identity's uuid (from the token), or null. */
  identity: string | null;
  pageUrl(): string;
  welcomeMessage: string;
  /** From the `mode` query outside production builds only (devModeFrom). */
  devMode?: ChatMode | undefined;
  /** fe-csp-feature-flag-borrower-authentication and fe-webchat-stream. */
  flags: { borrowerAuth: boolean; stream: boolean };
}

export interface ChatDeps {
  api: ChatApi;
  context: ChatContext;
  storage?: SessionStorageLike | null;
  now?: () => number;
  /** Opens the streaming socket of a conversation (fe-webchat-stream); absent: polling only. */
  openSocket?: OpenSocket | null;
}

const TAG = 'heloc';
const SKILL: Readonly<Record<ChatMode, string>> = { agent: 'HELOC_CUSTOMER_CARE', chatbot: 'HELOC_CHATBOT' };
const END_REASONS: Readonly<Record<string, ChatEndReason>> = { AGENT_ENDED: 'agent-ended', INACTIVE: 'inactive', EXPIRED: 'expired', CUSTOMER_ENDED: 'customer-ended' };

/** A history message in the window's shape. */
export function toChatMessage(m: ChatMessageWire): ChatMessage {
  const author = m.authorType === 'CUSTOMER' ? 'customer' : m.authorType === 'AGENT' ? 'agent' : m.authorType === 'CHATBOT' ? 'chatbot' : 'system';
  return {
    id: m.id,
    seq: m.seq,
    author,
    authorName: m.authorName,
    liveAgent: author === 'agent' && isLiveAgentRole(m.authorRole),
    body: m.body,
    files: m.files.map(fileView),
    questionId: m.questionId,
    createdAt: m.createdAt,
  };
}

export class ChatStore {
  isOpen = false;
  phase: ChatPhase = 'prechat';
  /** OPS_CHAT operating status; undefined until known. */
  open: boolean | undefined = undefined;
  hoursText = '';
  session: ChatSession | null = null;
  messages: ChatMessage[] = [];
  alerts: ChatAlert[] = [];
  draft = '';
  files: PickedFile[] = [];
  refusedFiles: RefusedFile[] = [];
  /** The message that failed to send (its upload or its send), kept with its files for Resend. */
  unsent: { text: string; files: PickedFile[] } | null = null;
  sending = false;
  /** The stored file whose download failed last (its message shows why), or null. */
  downloadFailed: string | null = null;
  /** The stored file being downloaded, or null. */
  downloading: string | null = null;
  /** Dev-only agent selection: the workerSid the next chat asks for, or null for any agent. */
  targetWorker: string | null = null;
  endReason: ChatEndReason | null = null;
  prechat: { name?: string; email?: string } = {};
  /** The agent typing now (the socket's typing event), or null. */
  typing: string | null = null;
  /** True while the streaming socket is live (then nothing polls). */
  streaming = false;
  /** The thumbs-down dialog and the survey. */
  readonly feedback: ChatFeedback;

  private readonly deps: ChatDeps;
  private readonly upkeep: SessionUpkeep;
  private readonly stream: ChatStream | null;
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private statusTimer: ReturnType<typeof setInterval> | null = null;
  private weekLoaded = false;
  /** Files already uploaded (their stored id), so a resend does not upload them again. */
  private readonly uploaded = new WeakMap<PickedFile, string>();

  constructor(deps: ChatDeps) {
    this.deps = deps;
    this.feedback = new ChatFeedback(deps.api, this);
    this.upkeep = new SessionUpkeep(deps.api, () => this.now, {
      tokenRefreshed: (token, expiresAt) => this.tokenRefreshed(token, expiresAt),
      tokenHealthy: (healthy) => this.tokenHealthy(healthy),
      expired: () => this.end('expired'),
    });
    this.stream = deps.openSocket
      ? new ChatStream(deps.openSocket, {
          event: (e) => this.streamEvent(e),
          live: (live) => this.streamLive(live),
        })
      : null;
    makeAutoObservable<ChatStore, 'deps' | 'upkeep' | 'stream' | 'pollTimer' | 'statusTimer' | 'weekLoaded' | 'uploaded'>(
      this,
      { feedback: false, deps: false, upkeep: false, stream: false, pollTimer: false, statusTimer: false, weekLoaded: false, uploaded: false, files: observableRef, session: observableRef },
      { autoBind: true },
    );
  }

  private get now(): number {
    return (this.deps.now ?? Date.now)();
  }

  /** Seed 001 §4 mode: the live session's, else agent during operating hours, else chatbot. */
  get mode(): ChatMode {
    return decideMode({ session: this.session, open: this.open, devMode: this.deps.context.devMode });
  }

  /** Survey offered after a chat with a live agent (seed 001 §2, §4). */
  get surveyOffered(): boolean {
    return this.phase === 'ended' && this.messages.some((m) => m.liveAgent) && !this.feedback.surveyDone;
  }

  /** Files can be attached in agent mode (the chatbot reads text; docs/decisions.md). */
  get canAttach(): boolean {
    return this.phase === 'messaging' && this.session?.mode === 'agent';
  }

  get canSendDraft(): boolean {
    return this.phase === 'messaging' && !this.sending && canSend(this.draft, this.files.length);
  }

  /** Starts the operating-status poll (every 60 s) and resumes a stored live session. */
  activate(): void {
    if (this.statusTimer !== null) return;
    void this.loadStatus();
    this.statusTimer = setInterval(() => void this.loadStatus(), OPEN_STATUS_POLL_MS);
    const stored = loadStoredSession(this.deps.storage ?? null);
    if (stored && !tokenExpired(stored.expiresAt, this.now)) this.beginMessaging(stored);
    else if (stored) clearStoredSession(this.deps.storage ?? null);
  }

  /** Stops every timer (the page unmounts). */
  dispose(): void {
    if (this.statusTimer !== null) clearInterval(this.statusTimer);
    this.statusTimer = null;
    this.stopSessionTimers();
  }

  openWindow(): void {
    this.isOpen = true;
    if (!this.weekLoaded) void this.loadWeek();
  }

  closeWindow(): void {
    this.isOpen = false;
  }

  private async loadStatus(): Promise<void> {
    try {
      const { open } = await this.deps.api.openStatus();
      runInAction(() => (this.open = open === true));
    } catch {
      // Unknown hours count as closed (decideMode); the next poll tries again.
    }
  }

  private async loadWeek(): Promise<void> {
    this.weekLoaded = true;
    try {
      const week = await this.deps.api.week();
      runInAction(() => (this.hoursText = chatHoursText(week)));
    } catch {
      runInAction(() => (this.weekLoaded = false));
    }
  }

  /** The chat flags, read when a chat starts (they load after the store exists). Not observable: nothing renders from them. */
  setFlags(flags: ChatContext['flags']): void {
    this.deps.context.flags = flags;
  }

  /** Dev-only: the agent the next chat asks for (null: any agent). */
  setTargetWorker(workerSid: string | null): void {
    this.targetWorker = workerSid;
  }

  setPrechat(data: { name?: string; email?: string }): void {
    this.prechat = data;
  }

  /** Starts a chat with the pre-chat answers (already valid: the form checked them). */
  async start(data: { name: string; email: string }): Promise<void> {
    if (this.phase === 'starting') return;
    this.prechat = data;
    this.phase = 'starting';
    this.alerts = this.alerts.filter((a) => a !== 'generic');
    const mode = this.mode;
    const ctx = this.deps.context;
    let wire: ChatSessionWire;
    try {
      wire = await this.deps.api.initWebChat(
        {
          name: data.name.trim(), email: data.email.trim(), applicationUuid: ctx.applicationUuid, tag: TAG, skill: SKILL[mode],
          welcomeMessage: ctx.welcomeMessage, pageUrl: ctx.pageUrl(), chatMode: mode === 'agent' ? 'AGENT' : 'CHATBOT',
          orgCode: ctx.orgCode, identity: ctx.identity,
          ...(this.targetWorker !== null && mode === 'agent' ? { targetWorker: this.targetWorker } : {}),
        },
        ctx.flags.stream,
      );
    } catch {
      runInAction(() => {
        this.phase = 'prechat';
        this.raise('generic');
      });
      return;
    }
    if (!sessionUsable(wire) || typeof wire.token !== 'string') {
      // Seed 001 §4: a missing session or omni proxy id deactivates the chat.
      runInAction(() => {
        this.phase = 'unavailable';
        this.raise('generic');
      });
      return;
    }
    const session: ChatSession = {
      conversationSid: wire.conversationSid as string,
      omniProxyChannelId: wire.omniProxyChannelId as string,
      providerChannelId: typeof wire.providerChannelId === 'string' ? wire.providerChannelId : null,
      token: wire.token,
      expiresAt: expiryOf(wire.expiration, mode, this.now),
      mode,
      name: data.name.trim(),
      email: data.email.trim(),
    };
    void this.deps.api.webChatInfo(session.omniProxyChannelId).catch(() => undefined);
    runInAction(() => this.beginMessaging(session));
  }

  private beginMessaging(session: ChatSession): void {
    this.session = session;
    this.phase = 'messaging';
    this.endReason = null;
    storeSession(this.deps.storage ?? null, session);
    void this.refreshHistory();
    this.upkeep.start(session, this.deps.context.flags.borrowerAuth && this.deps.context.identity !== null);
    if (session.mode !== 'agent') return;
    // Agent messages: the streaming socket when fe-webchat-stream is on, polling while it is not live.
    this.startPolling();
    if (this.stream && this.deps.context.flags.stream) this.stream.start(session.conversationSid, () => this.session?.token ?? '');
  }

  private startPolling(): void {
    if (this.pollTimer === null) this.pollTimer = setInterval(() => void this.refreshHistory(), AGENT_POLL_MS);
  }

  private stopPolling(): void {
    if (this.pollTimer !== null) clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  private streamLive(live: boolean): void {
    this.streaming = live;
    if (!live) {
      this.typing = null;
      this.startPolling();
      return;
    }
    this.stopPolling();
    this.settle('connectionLost');
    // Catch up on what arrived while the socket was not live.
    void this.refreshHistory();
  }

  private streamEvent(e: { type: 'typing'; authorName: string | null } | { type: 'message'; message: Record<string, unknown> } | { type: 'ended'; reason: string }): void {
    if (this.phase !== 'messaging') return;
    if (e.type === 'typing') this.typing = e.authorName ?? '';
    else if (e.type === 'message') {
      this.typing = null;
      this.merge([e.message as unknown as ChatMessageWire]);
    } else this.end(END_REASONS[e.reason] ?? 'inactive');
  }

  private stopSessionTimers(): void {
    this.upkeep.stop();
    this.stream?.stop();
    this.streaming = false;
    this.typing = null;
    this.stopPolling();
  }

  private tokenRefreshed(token: string, expiresAt: number): void {
    if (!this.session) return;
    this.session = { ...this.session, token, expiresAt };
    storeSession(this.deps.storage ?? null, this.session);
  }

  private tokenHealthy(healthy: boolean): void {
    if (healthy) this.settle('tokenInvalid');
    else this.raise('tokenInvalid');
  }

  private raise(alert: ChatAlert): void {
    if (!this.alerts.includes(alert)) this.alerts = [...this.alerts, alert];
  }

  private settle(alert: ChatAlert): void {
    if (this.alerts.includes(alert)) this.alerts = this.alerts.filter((a) => a !== alert);
  }

  dismissAlert(alert: ChatAlert): void {
    this.settle(alert);
  }

  /** Loads the newest messages; ends the chat when the conversation is no longer active. */
  async refreshHistory(): Promise<void> {
    const s = this.session;
    if (!s || this.phase !== 'messaging') return;
    try {
      const history = await this.deps.api.history(s.conversationSid, CHAT_HISTORY_SIZE);
      runInAction(() => {
        if (this.session !== s) return;
        this.settle('connectionLost');
        this.merge(history.messages);
        if (!history.active) this.end(END_REASONS[history.endedReason ?? ''] ?? 'inactive');
      });
    } catch {
      runInAction(() => this.session === s && this.raise('connectionLost'));
    }
  }

  private merge(wire: readonly ChatMessageWire[]): void {
    this.messages = mergeMessages(this.messages, wire.map(toChatMessage));
  }

  setDraft(text: string): void {
    this.draft = text;
  }

  /** Adds picked files: accepted ones join the draft, refused ones are named in refusedFiles. */
  addFiles(picked: readonly PickedFile[]): void {
    const { accepted, refused } = sortFiles(picked);
    this.files = [...this.files, ...accepted];
    this.refusedFiles = refused;
  }

  removeFile(index: number): void {
    this.files = this.files.filter((_, i) => i !== index);
  }

  /** Sends the draft; empty messages with no files are not sent (seed 001 §5). */
  async send(): Promise<void> {
    if (!this.canSendDraft) return;
    const outgoing = { text: this.draft.trim(), files: this.files };
    this.draft = '';
    this.files = [];
    this.refusedFiles = [];
    await this.deliver(outgoing);
  }

  /** Sends the kept unsent message again. */
  async resend(): Promise<void> {
    const outgoing = this.unsent;
    if (!outgoing || this.sending || this.phase !== 'messaging') return;
    await this.deliver(outgoing);
  }

  private async deliver(outgoing: { text: string; files: PickedFile[] }): Promise<void> {
    const s = this.session;
    if (!s) return;
    this.sending = true;
    const ctx = this.deps.context;
    try {
      const received =
        s.mode === 'chatbot'
          ? await this.deps.api.chatWithAutobot({
              applicationId: ctx.applicationUuid, conversationId: s.conversationSid, message: outgoing.text, nonce: this.upkeep.nonce,
              organization: ctx.orgCode, pageUrl: ctx.pageUrl(), senderId: s.email, senderType: 'CUSTOMER', tag: TAG,
            }).then((a) => [a.message, a.reply])
          : [await this.deps.api.sendToAgent(s.conversationSid, s.token, outgoing.text, await this.upload(s, outgoing.files))];
      runInAction(() => {
        this.unsent = null;
        this.settle('resend');
        this.merge(received);
      });
    } catch {
      runInAction(() => {
        this.unsent = outgoing;
        this.raise('resend');
      });
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  /** Uploads the files not yet uploaded, one at a time; any failure fails the send (the files stay with the unsent message). */
  private async upload(s: ChatSession, files: readonly PickedFile[]): Promise<{ id: string }[]> {
    const ids: { id: string }[] = [];
    for (const f of files) {
      let id = this.uploaded.get(f);
      if (id === undefined) {
        id = (await this.deps.api.uploadFile(s.conversationSid, s.token, f)).id;
        this.uploaded.set(f, id);
      }
      ids.push({ id });
    }
    return ids;
  }

  /** A stored file's bytes with the chat token, or null when the download failed (downloadFailed names it). */
  async download(fileId: string): Promise<Blob | null> {
    const s = this.session;
    if (!s || this.downloading !== null) return null;
    this.downloading = fileId;
    this.downloadFailed = null;
    try {
      const blob = await this.deps.api.downloadFile(s.conversationSid, s.token, fileId);
      return blob;
    } catch {
      runInAction(() => (this.downloadFailed = fileId));
      return null;
    } finally {
      runInAction(() => (this.downloading = null));
    }
  }

  /** A short-lived signed link to a stored file (it opens in a new tab), or null when it could not be made (downloadFailed names it). */
  async fileLink(fileId: string): Promise<string | null> {
    const s = this.session;
    if (!s) return null;
    this.downloadFailed = null;
    try {
      return (await this.deps.api.fileLink(s.conversationSid, s.token, fileId)).url;
    } catch {
      runInAction(() => (this.downloadFailed = fileId));
      return null;
    }
  }

  /** Ends the chat locally: timers stop, the stored session is dropped. */
  end(reason: ChatEndReason): void {
    if (this.phase === 'ended') return;
    this.stopSessionTimers();
    clearStoredSession(this.deps.storage ?? null);
    this.phase = 'ended';
    this.endReason = reason;
    // The alerts speak of the live session (token, connection, unsent messages); the ended
    // panel replaces them. A failure telling the service about the end is raised after this.
    this.alerts = [];
    this.feedback.cancel();
  }

  /** The customer ends the chat; it ends here even if the service cannot be told. */
  async endChat(): Promise<void> {
    const s = this.session;
    if (!s || this.phase !== 'messaging') return;
    this.end('customer-ended');
    try {
      await this.deps.api.endChat(s.conversationSid, s.token);
    } catch {
      // The conversation times out on the service's side.
    }
  }

  /** Back to the pre-chat form (its answers kept) for a new conversation. */
  newChat(): void {
    this.stopSessionTimers();
    clearStoredSession(this.deps.storage ?? null);
    this.session = null;
    this.messages = [];
    this.alerts = [];
    this.unsent = null;
    this.draft = '';
    this.files = [];
    this.refusedFiles = [];
    this.downloadFailed = null;
    this.endReason = null;
    this.feedback.reset();
    this.phase = 'prechat';
  }
}
