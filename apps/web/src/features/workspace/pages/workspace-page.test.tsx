import { WORKSPACE_UI_MESSAGES } from '@psikorehber/shared/messages';
import type { TrialStatusResponse } from '@psikorehber/shared/schemas/billing';
import type { AccessPolicy } from '@psikorehber/shared/schemas/entities';
import type { MessageDto, TopicDto } from '@psikorehber/shared/schemas/workspace';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { aTrialStatus, billingMeRoute, plansRoute, trialStatusRoute } from '~test/billing-fixtures';
import { captureDownloads } from '~test/downloads';
import {
  callsTo,
  headerOf,
  jsonBody,
  jsonResponse,
  route,
  signedInAs,
  stubFetch,
  testUsers,
  type FetchRoute,
} from '~test/fetch-stub';
import { messageElementId } from '~/features/workspace/components/message-pairs';
import { renderApp } from '~test/render-app';
import {
  WS_ID,
  aMessage,
  messagePage,
  aRetentionAccess,
  aTopic,
  accessRoute,
  anAccess,
  messagesRoute,
  searchRoute,
  sseResponse,
  topicApiPath,
  topicsPath,
  topicsRoute,
  workspacesRoute,
} from '~test/workspace-fixtures';

const runningTrial = aTrialStatus({ active: true, daysLeft: 3, questionsLeft: 2, hadTrial: true });

const older = aTopic({
  id: 'topic-1',
  title: 'Kaygı vakası',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastMsgAt: '2026-03-02T11:30:00.000Z',
  messageCount: 4,
});
const newer = aTopic({
  id: 'topic-2',
  title: 'Etik ikilem',
  createdAt: '2026-03-05T08:00:00.000Z',
  lastMsgAt: null,
  messageCount: 0,
});

const history: MessageDto[] = [
  aMessage({ id: 'q1', text: 'İlk soru', createdAt: '2026-03-02T11:00:00.000Z' }),
  aMessage({
    id: 'a1',
    role: 'assistant',
    text: 'İlk yanıt **önemli** nokta',
    createdAt: '2026-03-02T11:00:00.001Z',
  }),
  aMessage({ id: 'q2', text: 'İkinci soru', createdAt: '2026-03-02T11:30:00.000Z' }),
  aMessage({
    id: 'a2',
    role: 'assistant',
    text: 'İkinci yanıtın başı',
    createdAt: '2026-03-02T11:30:00.001Z',
    status: 'stopped',
  }),
];

interface Setup {
  topics?: TopicDto[] | (() => TopicDto[]);
  messages?: Record<string, MessageDto[]>;
  access?: AccessPolicy;
  trial?: TrialStatusResponse;
  routes?: FetchRoute[];
  entry?: string;
}

async function renderWorkspace({
  topics = [older],
  messages = { 'topic-1': history, 'topic-2': [] },
  access = anAccess(),
  trial = runningTrial,
  routes = [],
  entry = '/workspace',
}: Setup = {}) {
  const fetchMock = stubFetch(
    signedInAs(testUsers.approved),
    ...routes,
    workspacesRoute(),
    accessRoute(access),
    trialStatusRoute(trial),
    topicsRoute(topics),
    ...Object.entries(messages).map(([topicId, items]) => messagesRoute(topicId, items)),
  );
  const view = renderApp(entry);
  await screen.findByRole('heading', { level: 1, name: 'Çalışma Alanı' });
  return { ...view, fetchMock };
}

function at(router: ReturnType<typeof renderApp>['router']) {
  return router.state.location.pathname + router.state.location.search;
}

function sessionsColumn() {
  return screen.getByRole('complementary', { name: 'Oturumlar' });
}

async function topicItems() {
  const list = await within(sessionsColumn()).findByRole('list', { name: 'Oturum listesi' });
  return within(list).getAllByRole('listitem');
}

async function pairItems() {
  const list = await screen.findByRole('list', { name: /Sorular ve yanıtlar/ });
  return within(list).getAllByRole('listitem');
}

const askPath = (topicId = 'topic-1') => `${topicApiPath(topicId)}/ask`;
const answerApiPath = (answerId: string, topicId = 'topic-1') =>
  `${topicApiPath(topicId)}/messages/${answerId}`;

type TestStream = ReturnType<typeof sseResponse>;

/** A streaming route the test writes to: `streams` holds one stream per request, in order. */
function streamRoute(method: string, path: string) {
  const streams: TestStream[] = [];
  return {
    streams,
    route: route(method, path, (_url, init) => {
      const stream = sseResponse(init?.signal);
      streams.push(stream);
      return stream.response;
    }),
  };
}

/** The stream of the `index`th request once it came. */
async function nthStream(streams: TestStream[], index = 0): Promise<TestStream> {
  await waitFor(() => expect(streams[index]).toBeDefined());
  return streams[index] as TestStream;
}

const liveQuestion = aMessage({ id: 'q5', text: 'Uzun soru', createdAt: '2026-03-06T09:00:00Z' });
const liveAnswer = aMessage({
  id: 'a5',
  role: 'assistant',
  text: '',
  createdAt: '2026-03-06T09:00:00.001Z',
  status: 'streaming',
});

/** "POST …/messages/a5/stop" answering with the stopped answer. */
function stopRoute(answerId = 'a5', answer: MessageDto | null = null) {
  return route('POST', `${answerApiPath(answerId)}/stop`, () => jsonResponse({ ok: true, answer }));
}

function sendButton() {
  return screen.getByRole('button', { name: 'Gönder' });
}

async function askInBox(user: ReturnType<typeof userEvent.setup>, text: string) {
  await pairItems();
  await user.type(screen.getByLabelText('Sorunuz'), text);
  await user.keyboard('{Control>}{Enter}{/Control}');
}

// docs/requirements/screens.md#scr-workspace-topics, docs/requirements/validation.md#val-workspace,
// docs/requirements/limits.md#lim-ordering
describe('/workspace topics', () => {
  it('lists topics newest first with their counts, selects the newest, shows the badge', async () => {
    await renderWorkspace({ topics: [older, newer] });
    const items = await topicItems();
    expect(items.map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual([
      'Etik ikilem 0 mesaj · Son etkinlik 05.03.2026 11:00',
      'Kaygı vakası 4 mesaj · Son etkinlik 02.03.2026 14:30',
    ]);
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Etik ikilem' })).toBeTruthy();
    expect(within(sessionsColumn()).getByText('Deneme · 2 soru · 3 gün')).toBeTruthy();
  });

  it('shows a paid plan with its credits in the badge', async () => {
    await renderWorkspace({
      access: anAccess({ mode: 'subscription', plan: 'PREMIUM', questionsLeft: 148 }),
    });
    expect(await within(sessionsColumn()).findByText('Premium · 148 kredi')).toBeTruthy();
  });

  it('says there are no topics yet', async () => {
    await renderWorkspace({ topics: [] });
    expect(
      await within(sessionsColumn()).findByText('Henüz oturum yok. İlk oturumunuzu oluşturun.'),
    ).toBeTruthy();
  });

  it("creates a topic ('Başlık zorunlu' when empty) and opens it", async () => {
    const user = userEvent.setup();
    const created = aTopic({
      id: 'topic-3',
      title: 'Yeni vaka',
      createdAt: '2026-03-09T09:00:00Z',
    });
    const { fetchMock, router } = await renderWorkspace({
      messages: { 'topic-1': history, 'topic-3': [] },
      routes: [route('POST', topicsPath, () => jsonResponse({ ok: true, topic: created }))],
    });
    await topicItems();
    const field = within(sessionsColumn()).getByLabelText(/Yeni oturum başlığı/);
    await user.click(within(sessionsColumn()).getByRole('button', { name: 'Oluştur' }));
    expect(await within(sessionsColumn()).findByText('Başlık zorunlu')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'POST', topicsPath)).toHaveLength(0);

    await user.type(field, '  Yeni vaka ');
    await user.click(within(sessionsColumn()).getByRole('button', { name: 'Oluştur' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Yeni vaka' })).toBeTruthy();
    expect(jsonBody(callsTo(fetchMock, 'POST', topicsPath)[0]?.init)).toEqual({
      title: 'Yeni vaka',
    });
    expect(at(router)).toBe('/workspace?t=topic-3');
    const items = await topicItems();
    expect(items[0]?.textContent).toContain('Yeni vaka');
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('retries topic creation with topicTitle, then topic_name, when the server wants another field', async () => {
    const user = userEvent.setup();
    const created = aTopic({ id: 'topic-3', title: 'Yeni vaka' });
    const { fetchMock } = await renderWorkspace({
      messages: { 'topic-1': history, 'topic-3': [] },
      routes: [
        route('POST', topicsPath, (_url, init) => {
          const body = jsonBody(init) as Record<string, unknown>;
          return 'topic_name' in body
            ? jsonResponse({ ok: true, topic: created })
            : jsonResponse(
                {
                  ok: false,
                  error: 'invalid_body',
                  message: 'Başlık zorunlu',
                  details: [{ field: 'title', message: 'Başlık zorunlu' }],
                },
                400,
              );
        }),
      ],
    });
    await topicItems();
    await user.type(within(sessionsColumn()).getByLabelText(/Yeni oturum başlığı/), 'Yeni vaka');
    await user.click(within(sessionsColumn()).getByRole('button', { name: 'Oluştur' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Yeni vaka' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', topicsPath).map((call) => jsonBody(call.init))).toEqual([
      { title: 'Yeni vaka' },
      { topicTitle: 'Yeni vaka' },
      { topic_name: 'Yeni vaka' },
    ]);
  });

  it('explains a refused topic (no credit) with the way to the plans', async () => {
    const user = userEvent.setup();
    await renderWorkspace({
      routes: [
        route('POST', topicsPath, () =>
          jsonResponse(
            {
              ok: false,
              error: 'trial_exhausted',
              message: 'Deneme hakkınız bitti. Devam etmek için bir plan seçin.',
            },
            403,
          ),
        ),
      ],
    });
    await topicItems();
    await user.type(within(sessionsColumn()).getByLabelText(/Yeni oturum başlığı/), 'Vaka');
    await user.click(within(sessionsColumn()).getByRole('button', { name: 'Oluştur' }));
    const alert = await within(sessionsColumn()).findByRole('alert');
    expect(alert.textContent).toContain('Deneme hakkınız bitti. Devam etmek için bir plan seçin.');
    expect(
      within(alert).getByRole('link', { name: 'Planları görüntüle' }).getAttribute('href'),
    ).toBe('/billing/plans');
  });

  it('renames a topic inline: Escape cancels, Enter saves with PATCH', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await renderWorkspace({
      routes: [
        route('PATCH', topicApiPath('topic-1'), (_url, init) =>
          jsonResponse({ ok: true, topic: { ...older, ...(jsonBody(init) as object) } }),
        ),
      ],
    });
    await topicItems();
    const renameButton = within(sessionsColumn()).getByRole('button', {
      name: 'Kaygı vakası oturumunu yeniden adlandır',
    });
    await user.click(renameButton);
    let field = within(sessionsColumn()).getByRole('textbox', { name: 'Oturum başlığı' });
    expect(document.activeElement).toBe(field);
    await user.keyboard('Vazgeçilecek{Escape}');
    expect(within(sessionsColumn()).queryByRole('textbox', { name: 'Oturum başlığı' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        'Kaygı vakası oturumunu yeniden adlandır',
      ),
    );
    expect(callsTo(fetchMock, 'PATCH', topicApiPath('topic-1'))).toHaveLength(0);

    await user.click(
      within(sessionsColumn()).getByRole('button', {
        name: 'Kaygı vakası oturumunu yeniden adlandır',
      }),
    );
    field = within(sessionsColumn()).getByRole('textbox', { name: 'Oturum başlığı' });
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(await within(sessionsColumn()).findByText('Başlık zorunlu')).toBeTruthy();
    await user.type(field, 'Panik bozukluğu{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Panik bozukluğu' })).toBeTruthy();
    expect(jsonBody(callsTo(fetchMock, 'PATCH', topicApiPath('topic-1'))[0]?.init)).toEqual({
      title: 'Panik bozukluğu',
    });
    expect((await topicItems())[0]?.textContent).toContain('Panik bozukluğu');
  });

  it('deletes a topic after confirming', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await renderWorkspace({
      routes: [route('DELETE', topicApiPath('topic-1'), () => jsonResponse({ ok: true }))],
    });
    await topicItems();
    await user.click(
      within(sessionsColumn()).getByRole('button', { name: 'Kaygı vakası oturumunu sil' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Oturum silinsin mi?' });
    expect(dialog.textContent).toContain('"Kaygı vakası" oturumu');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(callsTo(fetchMock, 'DELETE', topicApiPath('topic-1'))).toHaveLength(0);

    await user.click(
      within(sessionsColumn()).getByRole('button', { name: 'Kaygı vakası oturumunu sil' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Oturum silinsin mi?' })).getByRole('button', {
        name: 'Sil',
      }),
    );
    expect(
      await within(sessionsColumn()).findByText('Henüz oturum yok. İlk oturumunuzu oluşturun.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', topicApiPath('topic-1'))).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 2, name: 'Kaygı vakası' })).toBeNull();
  });

  it('searches after a pause, shows hits with snippets and opens the chosen topic', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = await renderWorkspace({
      topics: [older, newer],
      entry: '/workspace?t=topic-1',
      messages: {
        'topic-1': history,
        'topic-2': [aMessage({ id: 'q9', topicId: 'topic-2', text: 'Gizlilik sorusu' })],
      },
      routes: [
        searchRoute([
          {
            topicId: 'topic-2',
            topicTitle: 'Etik ikilem',
            messageId: 'q9',
            role: 'user',
            snippet: '…danışanın gizlilik sınırları…',
            createdAt: '2026-03-05T08:10:00.000Z',
          },
        ]),
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Kaygı vakası' })).toBeTruthy();
    await user.type(screen.getAllByLabelText('Oturumlarda ara')[0] as HTMLElement, 'gizlilik');
    const results = await screen.findByRole('list', { name: 'Arama sonuçları' });
    const searches = callsTo(fetchMock, 'GET', `/workspaces/v2/${WS_ID}/search`);
    expect(searches.map((call) => call.url.searchParams.get('q'))).toEqual(['gizlilik']);
    const hit = within(results).getByRole('button', { name: /Etik ikilem/ });
    expect(hit.textContent).toContain('…danışanın gizlilik sınırları…');
    expect(hit.textContent).toContain('Soru');

    await user.click(hit);
    expect(await screen.findByRole('heading', { level: 2, name: 'Etik ikilem' })).toBeTruthy();
    expect(at(router)).toBe('/workspace?t=topic-2');
    expect(await screen.findByText('Gizlilik sorusu')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Arama sonuçları' })).toBeNull();
  });

  it('asks for 2 characters before searching', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await renderWorkspace({ routes: [searchRoute([])] });
    await user.type(screen.getByLabelText('Oturumlarda ara'), 'g');
    expect(await screen.findByText('Aramak için en az 2 karakter girin.')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', `/workspaces/v2/${WS_ID}/search`)).toHaveLength(0);
  });
});

// docs/requirements/screens.md#scr-workspace-chat, docs/requirements/errors.md#err-ask,
// docs/requirements/limits.md#lim-ordering
describe('/workspace chat', () => {
  it('shows the pairs newest first, answers as safe Markdown, stopped answers marked', async () => {
    const user = userEvent.setup();
    await renderWorkspace({
      messages: {
        'topic-1': [
          ...history,
          aMessage({ id: 'q3', text: 'Üçüncü soru', createdAt: '2026-03-02T12:00:00.000Z' }),
          aMessage({
            id: 'a3',
            role: 'assistant',
            createdAt: '2026-03-02T12:00:00.001Z',
            text: '[Kaynak](https://example.org/rehber) <img src="x" onerror="alert(1)"> [kötü](javascript:alert(1))\n\n| A | B |\n|---|---|\n| 1 | 2 |',
          }),
        ],
      },
    });
    const pairs = await pairItems();
    expect(pairs).toHaveLength(3);
    expect(pairs[0]?.textContent).toContain('Üçüncü soru');
    expect(pairs[1]?.textContent).toContain('İkinci soru');
    expect(pairs[1]?.textContent).toContain('(Yanıt durduruldu)');
    expect(pairs[2]?.textContent).toContain('İlk soru');
    expect(pairs[2]?.textContent).not.toContain('(Yanıt durduruldu)');

    // Markdown: bold, a table, links in a new tab; no raw HTML and no javascript: URL.
    const strong = await within(pairs[2] as HTMLElement).findByText('önemli');
    expect(strong.tagName).toBe('STRONG');
    const link = await within(pairs[0] as HTMLElement).findByRole('link', { name: /Kaynak/ });
    expect(link.getAttribute('href')).toBe('https://example.org/rehber');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(pairs[0] as HTMLElement).getByRole('table')).toBeTruthy();
    expect((pairs[0] as HTMLElement).querySelector('img')).toBeNull();
    expect((pairs[0] as HTMLElement).querySelector('[onerror]')).toBeNull();
    expect(within(pairs[0] as HTMLElement).getByText('kötü')).toBeTruthy();
    expect((pairs[0] as HTMLElement).querySelector('a[href^="javascript"]')).toBeNull();

    await user.click(within(pairs[2] as HTMLElement).getByRole('button', { name: 'Kopyala' }));
    expect(
      await within(pairs[2] as HTMLElement).findByRole('button', { name: 'Kopyalandı' }),
    ).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('İlk yanıt **önemli** nokta');
  });

  // The 5xx line of docs/requirements/errors.md#err-ask.
  it('shows an interrupted answer (server error, credit returned) with the 5xx line', async () => {
    await renderWorkspace({
      messages: {
        'topic-1': [
          aMessage({ id: 'q9', text: 'Yarıda kalan soru', createdAt: '2026-03-02T11:00:00.000Z' }),
          aMessage({
            id: 'a9',
            role: 'assistant',
            text: '',
            createdAt: '2026-03-02T11:00:00.001Z',
            status: 'error',
          }),
        ],
      },
    });
    const [pair] = await pairItems();
    expect(pair?.textContent).toContain('Yarıda kalan soru');
    expect(pair?.textContent).toContain('Sunucu hatası. Lütfen tekrar deneyin.');
    expect(pair?.textContent).toContain('Bu soru için kullanılan kredi iade edildi.');
    expect(within(pair as HTMLElement).queryByText('Yanıt hazırlanıyor…')).toBeNull();
    expect(within(pair as HTMLElement).queryByRole('button', { name: 'Kopyala' })).toBeNull();
  });

  it('shows the risk a topic raised above its conversation, and nothing for a topic without', async () => {
    await renderWorkspace({
      topics: [{ ...newer, riskKinds: ['suicide', 'domesticViolence'] }],
    });
    const note = (await screen.findByText('Bu oturumda risk işaretleri var')).closest('[role]');
    expect(note?.getAttribute('role')).toBe('alert');
    expect(note?.textContent).toContain('intihar riski, aile içi / partner şiddeti');
    expect(note?.textContent).toContain('Risk Protokolü');
  });

  it('shows the masked text an external provider received, or that nothing left the server', async () => {
    const user = userEvent.setup();
    await renderWorkspace({
      messages: {
        'topic-1': [
          aMessage({
            id: 'q7',
            text: 'Ayşe Kaya panik atak',
            createdAt: '2026-03-02T12:00:00.000Z',
          }),
          aMessage({
            id: 'a7',
            role: 'assistant',
            text: 'Dış yanıt',
            createdAt: '2026-03-02T12:00:00.001Z',
            provider: 'openai',
            sentText: '[Kullanıcı]\n[KİŞİ_1] panik atak',
          }),
          aMessage({ id: 'q8', text: 'İkinci', createdAt: '2026-03-02T13:00:00.000Z' }),
          aMessage({
            id: 'a8',
            role: 'assistant',
            text: 'Yerel yanıt',
            createdAt: '2026-03-02T13:00:00.001Z',
            provider: 'offline',
          }),
        ],
      },
    });
    const [local, external] = await pairItems();
    expect(local?.textContent).toContain('hiçbir dış sağlayıcıya gönderilmedi');
    expect(within(local as HTMLElement).queryByText('Sağlayıcıya giden metin')).toBeNull();
    await user.click(within(external as HTMLElement).getByText('Sağlayıcıya giden metin'));
    expect(external?.textContent).toContain('[KİŞİ_1] panik atak');
    expect(external?.textContent).not.toContain('Ayşe Kaya panik atak [');
  });

  it('shows no risk note for a topic that raised none', async () => {
    await renderWorkspace({ topics: [newer] });
    await screen.findByText('Bu oturumda henüz soru yok. İlk sorunuzu yazarak başlayın.');
    expect(screen.queryByText('Bu oturumda risk işaretleri var')).toBeNull();
  });

  it('says when a topic has no questions yet', async () => {
    await renderWorkspace({ topics: [newer] });
    expect(
      await screen.findByText('Bu oturumda henüz soru yok. İlk sorunuzu yazarak başlayın.'),
    ).toBeTruthy();
  });

  it("needs a question ('Soru boş olamaz') and sends with Ctrl+Enter", async () => {
    const user = userEvent.setup();
    let stream: ReturnType<typeof sseResponse> | undefined;
    const { fetchMock } = await renderWorkspace({
      routes: [
        route('POST', askPath(), (_url, init) => {
          stream = sseResponse(init?.signal);
          return stream.response;
        }),
      ],
    });
    await pairItems();
    const box = screen.getByLabelText('Sorunuz');
    // The page does not grab focus (it would open the keyboard on phones).
    expect(document.activeElement).not.toBe(box);
    await user.click(box);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Soru boş olamaz')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', askPath())).toHaveLength(0);

    await user.type(box, 'Seans sınırları nasıl konur?');
    expect(screen.getByText(/28 \/ 8\.000/)).toBeTruthy();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', askPath())).toHaveLength(1));
    const call = callsTo(fetchMock, 'POST', askPath())[0];
    expect(jsonBody(call?.init)).toEqual({ text: 'Seans sınırları nasıl konur?' });
    expect(headerOf(call?.init, 'Accept')).toContain('text/event-stream');
    expect((box as HTMLTextAreaElement).value).toBe('');
    stream?.close();
  });

  it('streams the answer into a new pair on top, then updates the topic and the credits', async () => {
    const user = userEvent.setup();
    let stream: ReturnType<typeof sseResponse> | undefined;
    await renderWorkspace({
      routes: [
        route('POST', askPath(), (_url, init) => {
          stream = sseResponse(init?.signal);
          return stream.response;
        }),
      ],
    });
    await pairItems();
    await user.type(screen.getByLabelText('Sorunuz'), 'Yeni soru');
    const send = screen.getByRole('button', { name: 'Gönder' });
    await user.click(send);

    // The pair shows at once, before the server said anything.
    let pairs = await pairItems();
    expect(pairs).toHaveLength(3);
    expect(pairs[0]?.textContent).toContain('Yeni soru');
    expect(pairs[0]?.textContent).toContain('Yanıt hazırlanıyor…');
    // Gönder stays where it was, busy, and keeps focus: no Durdur under the pointer.
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(send.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(send);
    expect(screen.queryByRole('button', { name: 'Durdur' })).toBeNull();

    const question = aMessage({ id: 'q5', text: 'Yeni soru', createdAt: '2026-03-06T09:00:00Z' });
    const answer = aMessage({
      id: 'a5',
      role: 'assistant',
      text: '',
      createdAt: '2026-03-06T09:00:00.001Z',
      status: 'streaming',
    });
    await waitFor(() => expect(stream).toBeDefined());
    stream?.send('start', { question, answer });
    stream?.send('delta', { text: 'Sınırlar ' });
    expect(await screen.findByText('Sınırlar')).toBeTruthy();
    // An event split across network chunks.
    stream?.write('event: delta\ndata: {"text":"ilk seansta ');
    stream?.write('konuşulur."}\n\n');
    expect(await screen.findByText('Sınırlar ilk seansta konuşulur.')).toBeTruthy();
    expect(screen.queryByText('Yanıt tamamlandı.')).toBeNull();

    stream?.send('done', {
      answer: { ...answer, text: 'Sınırlar ilk seansta konuşulur.', status: 'complete' },
      status: 'complete',
      questionsLeft: 1,
    });
    stream?.close();
    expect(await screen.findByText('Yanıt tamamlandı.')).toBeTruthy();
    pairs = await pairItems();
    expect(pairs).toHaveLength(3);
    expect(pairs[0]?.textContent).toContain('Sınırlar ilk seansta konuşulur.');
    expect(within(pairs[0] as HTMLElement).getByRole('button', { name: 'Kopyala' })).toBeTruthy();
    expect(send.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(send);
    const items = await topicItems();
    expect(items[0]?.textContent).toContain('6 mesaj');
    expect(items[0]?.textContent).toContain('06.03.2026 12:00');
    expect(within(sessionsColumn()).getByText('Deneme · 1 soru · 3 gün')).toBeTruthy();
  });

  // docs/requirements/errors.md#err-ask
  it('goes to /billing/plans?reason=quota on a 403 quota_exhausted', async () => {
    const user = userEvent.setup();
    const { router } = await renderWorkspace({
      routes: [
        plansRoute(),
        billingMeRoute(),
        route('POST', askPath(), () =>
          jsonResponse({ ok: false, error: 'quota_exhausted', message: 'Kota tükendi.' }, 403),
        ),
      ],
    });
    await pairItems();
    await user.type(screen.getByLabelText('Sorunuz'), 'Soru');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Planlar' })).toBeTruthy();
    expect(at(router)).toBe('/billing/plans?reason=quota');
  });

  it.each([
    [
      '429',
      () => jsonResponse({ ok: false, error: 'rate_limited', message: 'Çok fazla istek.' }, 429),
      'Hız limiti aşıldı. Kısa süre sonra tekrar deneyin.',
    ],
    [
      '500',
      () => jsonResponse({ ok: false, error: 'internal_error', message: 'Hata' }, 500),
      'Sunucu hatası. Lütfen tekrar deneyin.',
    ],
    [
      'an SSE error event (ai_unavailable)',
      (init: RequestInit | undefined) => {
        const stream = sseResponse(init?.signal);
        stream.send('start', {
          question: aMessage({ id: 'q5', text: 'Kaybolmayacak soru' }),
          answer: aMessage({ id: 'a5', role: 'assistant', text: '', status: 'streaming' }),
        });
        stream.send('delta', { text: 'Yar' });
        stream.send('error', {
          ok: false,
          error: 'ai_unavailable',
          message: 'Yapay zekâ hizmetine ulaşılamadı.',
        });
        stream.close();
        return stream.response;
      },
      'Sunucu hatası. Lütfen tekrar deneyin.',
    ],
    [
      '401',
      () => jsonResponse({ ok: false, error: 'unauthorized', message: 'Oturum yok.' }, 401),
      'Oturum veya yetki gerekli. Lütfen giriş yapın.',
    ],
  ])(
    // The texts of docs/requirements/errors.md#err-ask.
    'shows the required text for %s and keeps the question in the box',
    async (_name, answer, text) => {
      const user = userEvent.setup();
      await renderWorkspace({
        routes: [route('POST', askPath(), (_url, init) => answer(init))],
      });
      await pairItems();
      const box = screen.getByLabelText('Sorunuz') as HTMLTextAreaElement;
      await user.type(box, 'Kaybolmayacak soru');
      await user.keyboard('{Control>}{Enter}{/Control}');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(text);
      expect(box.value).toBe('Kaybolmayacak soru');
      // The failed pair does not stay in the list.
      await waitFor(async () => expect(await pairItems()).toHaveLength(2));
    },
  );

  it("disables the box with 'Deneme hakkınız bitti...' when the trial is used; history and PDF stay", async () => {
    await renderWorkspace({
      access: aRetentionAccess(),
      trial: aTrialStatus({ hadTrial: true }),
    });
    const box = (await screen.findByLabelText('Sorunuz')) as HTMLTextAreaElement;
    await waitFor(() => expect(box.disabled).toBe(true));
    expect(screen.getByRole('button', { name: 'Gönder' })).toHaveProperty('disabled', true);
    const banner = screen.getByText('Deneme hakkınız bitti...');
    const bannerBox = banner.closest('[role="status"]') as HTMLElement;
    expect(
      within(bannerBox).getByRole('link', { name: 'Planları görüntüle' }).getAttribute('href'),
    ).toBe('/billing/plans');
    expect(box.getAttribute('aria-describedby')).toContain(
      (bannerBox.parentElement as HTMLElement).id,
    );
    expect(screen.queryByRole('button', { name: 'Denemeyi Başlat' })).toBeNull();
    expect(await pairItems()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'PDF indir' })).toHaveProperty('disabled', false);
    expect(within(sessionsColumn()).getByText('Aktif plan yok')).toBeTruthy();
  });

  it('says until when history is kept without a plan, and that older history was purged', async () => {
    await renderWorkspace({
      access: aRetentionAccess({
        retentionUntil: '2027-05-21T09:00:00.000Z',
        historyPurgedAt: '2026-01-10T10:00:00.000Z',
      }),
      trial: aTrialStatus({ hadTrial: true }),
    });
    await topicItems();
    const column = sessionsColumn();
    expect(
      within(column).getByText(
        'Saklama süresi dolduğu için önceki oturum geçmişiniz 10.01.2026 tarihinde silindi.',
      ),
    ).toBeTruthy();
    expect(
      within(column).getByText(
        'Aktif planınız olmadığı için oturum geçmişiniz 21.05.2027 tarihine kadar okunabilir ve indirilebilir; ardından silinir.',
      ),
    ).toBeTruthy();
  });

  it('says nothing about retention while a plan or trial runs', async () => {
    // A retention date is already known while the plan runs; only the retention mode shows it.
    await renderWorkspace({
      access: anAccess({
        mode: 'subscription',
        plan: 'BASIC',
        retentionUntil: '2027-05-21T09:00:00.000Z',
      }),
    });
    await topicItems();
    expect(
      within(sessionsColumn()).queryByText(/saklama süresi|tarihine kadar okunabilir/i),
    ).toBeNull();
  });

  it('offers the trial to a user who never had one and has no subscription', async () => {
    await renderWorkspace({
      access: anAccess({ mode: 'none', plan: null, canAsk: false, questionsLeft: 0, daysLeft: 0 }),
      trial: aTrialStatus(),
    });
    expect(await screen.findByText('Aboneliğiniz aktif değil...')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Denemeyi Başlat' })).toBeTruthy();
  });

  it('saves the frame selects with PATCH on change', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await renderWorkspace({
      routes: [
        route('PATCH', topicApiPath('topic-1'), (_url, init) =>
          jsonResponse({ ok: true, topic: { ...older, ...(jsonBody(init) as object) } }),
        ),
      ],
    });
    const focus = (await screen.findByLabelText('Odak')) as HTMLSelectElement;
    expect(Array.from(focus.options).map((option) => option.text)).toEqual([
      'Otomatik',
      'Vaka analizi',
      'Etik danışma',
      'Teknik önerileri',
    ]);
    await user.selectOptions(focus, 'Etik danışma');
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'PATCH', topicApiPath('topic-1')).map((c) => jsonBody(c.init)),
      ).toEqual([{ focus: 'ethics' }]),
    );
    expect(focus.value).toBe('ethics');
    await user.selectOptions(screen.getByLabelText('Düzey'), 'Öğrenci');
    await waitFor(() =>
      expect(jsonBody(callsTo(fetchMock, 'PATCH', topicApiPath('topic-1'))[1]?.init)).toEqual({
        level: 'student',
      }),
    );
  });

  it('downloads the PDF under the server’s file name, and says so when it fails', async () => {
    const user = userEvent.setup();
    let fail = false;
    const { downloads, createObjectURL } = captureDownloads();
    await renderWorkspace({
      routes: [
        route('GET', `${topicApiPath('topic-1')}/export.pdf`, () =>
          fail
            ? jsonResponse({ ok: false, error: 'internal_error', message: 'x' }, 500)
            : new Response(new Blob(['%PDF-1.4']), {
                headers: {
                  'Content-Type': 'application/pdf',
                  'Content-Disposition':
                    'attachment; filename="Kaygi-vakasi.pdf"; filename*=UTF-8\'\'Kayg%C4%B1-vakas%C4%B1.pdf',
                },
              }),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'PDF indir' }));
    await waitFor(() => expect(downloads).toEqual(['Kaygı-vakası.pdf']));
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    fail = true;
    await user.click(screen.getByRole('button', { name: 'PDF indir' }));
    expect(await screen.findByText('PDF oluşturulamadı. Lütfen tekrar deneyin.')).toBeTruthy();
  });

  it('opens the sessions drawer on small screens and closes it with Escape or a choice', async () => {
    const user = userEvent.setup();
    const { router } = await renderWorkspace({ topics: [older, newer] });
    await topicItems();
    const opener = screen.getByRole('button', { name: 'Oturumlar' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Oturumlar' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Oturumlar' })).getByRole('link', {
        name: /Kaygı vakası/,
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(at(router)).toBe('/workspace?t=topic-1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Kaygı vakası' })).toBeTruthy();
  });
});

describe('/workspace: the answer belongs to the server (issue 16)', () => {
  it('sends a double-clicked question once', async () => {
    const ask = streamRoute('POST', askPath());
    const { fetchMock } = await renderWorkspace({ routes: [ask.route] });
    await pairItems();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Sorunuz'), 'Bir kez');
    // Two clicks before React could re-render the button.
    fireEvent.click(sendButton());
    fireEvent.click(sendButton());
    const stream = await nthStream(ask.streams);
    stream.send('start', { question: liveQuestion, answer: liveAnswer });
    stream.send('delta', { text: 'Tek yanıt' });
    expect(await screen.findByText('Tek yanıt')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', askPath())).toHaveLength(1);
    expect(screen.queryByText('Soru boş olamaz')).toBeNull();
    expect(await pairItems()).toHaveLength(3);

    // A send while the answer is written is ignored, and nothing typed is lost.
    await user.type(screen.getByLabelText('Sorunuz'), 'Sıradaki');
    await user.click(sendButton());
    expect(callsTo(fetchMock, 'POST', askPath())).toHaveLength(1);
    expect((screen.getByLabelText('Sorunuz') as HTMLTextAreaElement).value).toBe('Sıradaki');
    stream.close();
  });

  it('Durdur asks the server to stop without aborting the request; the stream brings the end', async () => {
    const user = userEvent.setup();
    const ask = streamRoute('POST', askPath());
    const { fetchMock } = await renderWorkspace({ routes: [ask.route, stopRoute()] });
    await askInBox(user, 'Uzun soru');
    const stream = await nthStream(ask.streams);
    stream.send('start', { question: liveQuestion, answer: liveAnswer });
    stream.send('delta', { text: 'Yarım kalan yanıt' });
    expect(await screen.findByText('Yarım kalan yanıt')).toBeTruthy();

    const stop = screen.getByRole('button', { name: 'Yanıtı durdur: Kaygı vakası' });
    expect(stop.textContent).toBe('Durdur');
    await user.click(stop);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `${answerApiPath('a5')}/stop`)).toHaveLength(1),
    );
    const signal = callsTo(fetchMock, 'POST', askPath())[0]?.init?.signal;
    expect(signal?.aborted).toBe(false);
    expect(stop.getAttribute('aria-disabled')).toBe('true');
    // A second press sends nothing more.
    await user.click(stop);
    expect(callsTo(fetchMock, 'POST', `${answerApiPath('a5')}/stop`)).toHaveLength(1);

    stream.send('done', {
      answer: {
        ...liveAnswer,
        text: 'Yarım kalan yanıt',
        status: 'stopped',
        endReason: 'user_stop',
      },
      status: 'stopped',
      questionsLeft: 1,
    });
    stream.close();
    expect(await screen.findByText('Yanıt durduruldu.')).toBeTruthy();
    const pairs = await pairItems();
    expect(pairs[0]?.textContent).toContain('Yarım kalan yanıt');
    expect(pairs[0]?.textContent).toContain('(Yanıt durduruldu)');
    expect(screen.queryByRole('button', { name: /Yanıtı durdur/ })).toBeNull();
    // The stop control went away with focus: it moved to the answer, not to the page.
    expect(document.activeElement?.id).toBe('message-a5');
    expect(sendButton().getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a Durdur pressed before the server named the answer as soon as it does', async () => {
    const user = userEvent.setup();
    const ask = streamRoute('POST', askPath());
    const { fetchMock } = await renderWorkspace({ routes: [ask.route, stopRoute()] });
    await askInBox(user, 'Uzun soru');
    const stream = await nthStream(ask.streams);
    await user.click(screen.getByRole('button', { name: 'Yanıtı durdur: Kaygı vakası' }));
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/stop'))).toBe(false);

    stream.send('start', { question: liveQuestion, answer: liveAnswer });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `${answerApiPath('a5')}/stop`)).toHaveLength(1),
    );
    stream.send('done', {
      answer: { ...liveAnswer, text: 'İlk cümle.', status: 'stopped', endReason: 'user_stop' },
      status: 'stopped',
      questionsLeft: 1,
    });
    stream.close();
    expect(await screen.findByText('Yanıt durduruldu.')).toBeTruthy();
    expect((await pairItems())[0]?.textContent).toContain('İlk cümle.');
  });

  it('puts the question back into the box when it was stopped before the first word', async () => {
    const user = userEvent.setup();
    const ask = streamRoute('POST', askPath());
    const { fetchMock } = await renderWorkspace({
      routes: [ask.route, stopRoute()],
      access: anAccess({ questionsLeft: 1 }),
    });
    expect(await within(sessionsColumn()).findByText('Deneme · 1 soru · 3 gün')).toBeTruthy();
    await askInBox(user, 'Geri gelecek soru');
    const box = screen.getByLabelText('Sorunuz') as HTMLTextAreaElement;
    expect(box.value).toBe('');
    const stream = await nthStream(ask.streams);
    stream.send('start', { question: liveQuestion, answer: liveAnswer });
    await user.click(screen.getByRole('button', { name: 'Yanıtı durdur: Kaygı vakası' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `${answerApiPath('a5')}/stop`)).toHaveLength(1),
    );
    stream.send('cancelled', { questionsLeft: 2 });
    stream.close();

    const note = await screen.findByText(WORKSPACE_UI_MESSAGES.answerCancelled);
    expect(note.closest('[role]')?.getAttribute('role')).toBe('status');
    expect(box.value).toBe('Geri gelecek soru');
    // The pair is gone, the credit is back, and focus is where the question is.
    expect(await pairItems()).toHaveLength(2);
    expect(within(sessionsColumn()).getByText('Deneme · 2 soru · 3 gün')).toBeTruthy();
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows why an answer was cut short, returns the credit and offers a free regeneration', async () => {
    const user = userEvent.setup();
    const ask = streamRoute('POST', askPath());
    await renderWorkspace({
      routes: [ask.route],
      messages: {
        'topic-1': [
          aMessage({ id: 'q1', text: 'Eski soru', createdAt: '2026-03-02T11:00:00.000Z' }),
          aMessage({
            id: 'a1',
            role: 'assistant',
            text: 'Eski yarım yanıt',
            createdAt: '2026-03-02T11:00:00.001Z',
            status: 'partial',
            endReason: 'provider_drop',
            canRegenerate: true,
          }),
        ],
      },
    });
    const [stored] = await pairItems();
    expect(stored?.textContent).toContain(
      'Yapay zekâ sağlayıcısıyla bağlantı kesildiği için yanıt yarım kaldı.',
    );
    const storedRegenerate = within(stored as HTMLElement).getByRole('button', {
      name: 'Yeniden oluştur',
    });
    expect(storedRegenerate.getAttribute('aria-describedby')).toBeTruthy();
    expect(stored?.textContent).toContain('1 soru hakkı kullanır.');

    await askInBox(user, 'Uzun soru');
    const stream = await nthStream(ask.streams);
    // No regeneration while an answer is being written.
    expect(storedRegenerate).toHaveProperty('disabled', true);
    stream.send('start', { question: liveQuestion, answer: liveAnswer });
    stream.send('delta', { text: 'Yarım' });
    expect(await screen.findByText('Yarım')).toBeTruthy();
    stream.send('done', {
      answer: {
        ...liveAnswer,
        text: 'Yarım',
        status: 'partial',
        endReason: 'idle_timeout',
        canRegenerate: true,
        regenerateFree: true,
      },
      status: 'partial',
      questionsLeft: 2,
    });
    stream.close();

    const notice =
      'Yanıt zaman aşımı nedeniyle yarım kaldı. Bu soru için kullanılan kredi iade edildi.';
    await waitFor(() => expect(screen.getAllByText(notice)).toHaveLength(2));
    const [latest] = await pairItems();
    expect(latest?.textContent).toContain('Yarım');
    expect(latest?.textContent).toContain(notice);
    const regenerate = within(latest as HTMLElement).getByRole('button', {
      name: 'Yeniden oluştur',
    });
    expect(regenerate).toHaveProperty('disabled', false);
    const hint = document.getElementById(regenerate.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Ücretsiz: kredi düşülmez.');
    expect(storedRegenerate).toHaveProperty('disabled', false);
    // The status region says it too; the credit count is the server's.
    expect(screen.getAllByText(notice).some((node) => node.getAttribute('role') === 'status')).toBe(
      true,
    );
    expect(within(sessionsColumn()).getByText('Deneme · 2 soru · 3 gün')).toBeTruthy();
  });

  it('shows the text of a failed answer that has one (a safety protocol)', async () => {
    await renderWorkspace({
      messages: {
        'topic-1': [
          aMessage({ id: 'q1', text: 'Riskli soru', createdAt: '2026-03-02T11:00:00.000Z' }),
          aMessage({
            id: 'a1',
            role: 'assistant',
            text: 'Güvenlik protokolü: 112',
            createdAt: '2026-03-02T11:00:00.001Z',
            status: 'error',
            endReason: 'provider_error',
          }),
        ],
      },
    });
    const [pair] = await pairItems();
    expect(await within(pair as HTMLElement).findByText('Güvenlik protokolü: 112')).toBeTruthy();
    expect(pair?.textContent).toContain('Sunucu hatası. Lütfen tekrar deneyin.');
    expect(
      within(pair as HTMLElement).queryByRole('button', { name: 'Yeniden oluştur' }),
    ).toBeNull();
  });

  it('regenerates an answer in place of the old one', async () => {
    const user = userEvent.setup();
    const regenerate = streamRoute('POST', `${answerApiPath('a9')}/regenerate`);
    const question = aMessage({
      id: 'q9',
      text: 'Tekrar sorulan',
      createdAt: '2026-03-03T10:00:00Z',
    });
    const fresh = aMessage({
      id: 'a10',
      role: 'assistant',
      text: '',
      createdAt: '2026-03-06T10:00:00Z',
      status: 'streaming',
    });
    const { fetchMock } = await renderWorkspace({
      routes: [regenerate.route],
      messages: {
        'topic-1': [
          ...history,
          question,
          aMessage({
            id: 'a9',
            role: 'assistant',
            text: 'Eski yarım yanıt',
            createdAt: '2026-03-03T10:00:00.001Z',
            status: 'partial',
            endReason: 'total_timeout',
            canRegenerate: true,
            regenerateFree: true,
          }),
        ],
      },
    });
    const [pair] = await pairItems();
    await user.click(within(pair as HTMLElement).getByRole('button', { name: 'Yeniden oluştur' }));
    const stream = await nthStream(regenerate.streams);
    expect(callsTo(fetchMock, 'POST', `${answerApiPath('a9')}/regenerate`)).toHaveLength(1);
    // The old answer makes way at once; the question stays.
    await waitFor(() => expect(screen.queryByText('Eski yarım yanıt')).toBeNull());
    expect((await pairItems())[0]?.textContent).toContain('Yanıt hazırlanıyor…');
    expect(sendButton().getAttribute('aria-disabled')).toBe('true');

    stream.send('start', { question, answer: fresh });
    stream.send('delta', { text: 'Yepyeni yanıt' });
    expect(await screen.findByText('Yepyeni yanıt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yanıtı durdur: Kaygı vakası' })).toBeTruthy();
    stream.send('done', {
      answer: { ...fresh, text: 'Yepyeni yanıt', status: 'complete' },
      status: 'complete',
      questionsLeft: 2,
    });
    stream.close();
    expect(await screen.findByText('Yanıt tamamlandı.')).toBeTruthy();

    const pairs = await pairItems();
    expect(pairs).toHaveLength(3);
    expect(pairs[0]?.textContent).toContain('Tekrar sorulan');
    expect(pairs[0]?.textContent).toContain('Yepyeni yanıt');
    expect(pairs[0]?.textContent).not.toContain('yarım kaldı');
    expect(document.getElementById('message-a9')).toBeNull();
    expect(document.getElementById('message-a10')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yeniden oluştur' })).toBeNull();
    // The button went away under focus; the answer card took it.
    expect(document.activeElement?.id).toBe('message-a10');
    // A regeneration adds no message.
    const items = await topicItems();
    expect(items[0]?.textContent).toContain('4 mesaj');
  });

  it('says why a regeneration was refused', async () => {
    const user = userEvent.setup();
    await renderWorkspace({
      routes: [
        route('POST', `${answerApiPath('a9')}/regenerate`, () =>
          jsonResponse(
            { ok: false, error: 'invalid_state', message: 'Bu yanıt yeniden oluşturulamaz.' },
            409,
          ),
        ),
      ],
      messages: {
        'topic-1': [
          aMessage({ id: 'q9', text: 'Soru', createdAt: '2026-03-03T10:00:00Z' }),
          aMessage({
            id: 'a9',
            role: 'assistant',
            text: 'Eski yanıt',
            createdAt: '2026-03-03T10:00:00.001Z',
            status: 'partial',
            canRegenerate: true,
          }),
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Yeniden oluştur' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Bu yanıt yeniden oluşturulamaz.');
    expect(await screen.findByText('Eski yanıt')).toBeTruthy();
    expect(sendButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('follows an answer the server is still writing when its topic opens', async () => {
    const resume = streamRoute('GET', `${answerApiPath('a9')}/stream`);
    const { fetchMock } = await renderWorkspace({
      routes: [resume.route, stopRoute('a9')],
      messages: {
        'topic-1': [
          ...history,
          aMessage({ id: 'q9', text: 'Yeniden yüklenen soru', createdAt: '2026-03-03T10:00:00Z' }),
          aMessage({
            id: 'a9',
            role: 'assistant',
            text: 'Başlangıç',
            createdAt: '2026-03-03T10:00:00.001Z',
            status: 'streaming',
          }),
        ],
      },
    });
    const stream = await nthStream(resume.streams);
    const [first] = await pairItems();
    expect(first?.textContent).toContain('Yeniden yüklenen soru');
    expect(first?.textContent).toContain(WORKSPACE_UI_MESSAGES.answerResuming);
    expect(
      within(first as HTMLElement).getByRole('button', { name: 'Yanıtı durdur: Kaygı vakası' }),
    ).toBeTruthy();
    expect(sendButton().getAttribute('aria-disabled')).toBe('true');

    stream.send('snapshot', {
      answer: { ...history[3], id: 'a9', text: 'Başlangıç metni', status: 'streaming' },
    });
    stream.send('delta', { text: ' ve devamı.' });
    expect(await screen.findByText('Başlangıç metni ve devamı.')).toBeTruthy();
    expect(screen.queryByText(WORKSPACE_UI_MESSAGES.answerResuming)).toBeNull();
    stream.send('done', {
      answer: aMessage({
        id: 'a9',
        role: 'assistant',
        text: 'Başlangıç metni ve devamı.',
        createdAt: '2026-03-03T10:00:00.001Z',
      }),
      status: 'complete',
      questionsLeft: null,
    });
    stream.close();
    expect(await screen.findByText('Yanıt tamamlandı.')).toBeTruthy();
    const [done] = await pairItems();
    expect(done?.textContent).toContain('Başlangıç metni ve devamı.');
    expect(within(done as HTMLElement).getByRole('button', { name: 'Kopyala' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Yanıtı durdur/ })).toBeNull();
    expect(sendButton().getAttribute('aria-disabled')).toBeNull();
    expect(callsTo(fetchMock, 'GET', `${answerApiPath('a9')}/stream`)).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', `${answerApiPath('a9')}/stop`)).toHaveLength(0);
  });

  it('follows the answer again when the stream drops without an end, keeping its text', async () => {
    const user = userEvent.setup();
    const ask = streamRoute('POST', askPath());
    const resume = streamRoute('GET', `${answerApiPath('a5')}/stream`);
    await renderWorkspace({ routes: [ask.route, resume.route] });
    await askInBox(user, 'Uzun soru');
    const stream = await nthStream(ask.streams);
    stream.send('start', { question: liveQuestion, answer: liveAnswer });
    stream.send('delta', { text: 'Kesilen yanıt' });
    expect(await screen.findByText('Kesilen yanıt')).toBeTruthy();
    stream.close();

    // Not a failure: the text stays while the answer is followed again.
    expect(await screen.findByText(WORKSPACE_UI_MESSAGES.answerResuming)).toBeTruthy();
    expect(screen.getByText('Kesilen yanıt')).toBeTruthy();
    const again = await nthStream(resume.streams);
    again.send('snapshot', { answer: { ...liveAnswer, text: 'Kesilen yanıt' } });
    again.send('delta', { text: ' sürdü.' });
    again.send('done', {
      answer: { ...liveAnswer, text: 'Kesilen yanıt sürdü.', status: 'complete' },
      status: 'complete',
      questionsLeft: null,
    });
    again.close();
    expect(await screen.findByText('Yanıt tamamlandı.')).toBeTruthy();
    expect((await pairItems())[0]?.textContent).toContain('Kesilen yanıt sürdü.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Sorunuz') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the stop control only in the topic of the answer; leaving the topic stops nothing', async () => {
    const user = userEvent.setup();
    const ask = streamRoute('POST', askPath());
    const finished = { ...liveAnswer, text: 'Yazılıyor ve bitti.', status: 'complete' as const };
    let stored = history;
    const { fetchMock } = await renderWorkspace({
      topics: [older, newer],
      entry: '/workspace?t=topic-1',
      // What the server holds, read again when the topic is opened again.
      routes: [ask.route, stopRoute(), messagesRoute('topic-1', () => stored)],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Kaygı vakası' })).toBeTruthy();
    await askInBox(user, 'Uzun soru');
    const stream = await nthStream(ask.streams);
    stream.send('start', { question: liveQuestion, answer: liveAnswer });
    stream.send('delta', { text: 'Yazılıyor' });
    expect(await screen.findByText('Yazılıyor')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yanıtı durdur: Kaygı vakası' })).toBeTruthy();

    await user.click(within(sessionsColumn()).getByRole('link', { name: /Etik ikilem/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Etik ikilem' })).toBeTruthy();
    await screen.findByText('Bu oturumda henüz soru yok. İlk sorunuzu yazarak başlayın.');
    expect(screen.queryByRole('button', { name: /Yanıtı durdur|Durdur/ })).toBeNull();
    expect(screen.queryByText('Yazılıyor')).toBeNull();
    // Still busy: one answer at a time, in any topic.
    expect(sendButton().getAttribute('aria-disabled')).toBe('true');

    stream.send('delta', { text: ' ve bitti.' });
    stored = [...history, liveQuestion, finished];
    stream.send('done', { answer: finished, status: 'complete', questionsLeft: 1 });
    stream.close();
    await waitFor(() => expect(sendButton().getAttribute('aria-disabled')).toBeNull());
    await user.click(within(sessionsColumn()).getByRole('link', { name: /Kaygı vakası/ }));
    expect(await screen.findByText('Yazılıyor ve bitti.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/stop'))).toBe(false);
    expect(callsTo(fetchMock, 'POST', askPath())[0]?.init?.signal?.aborted).toBe(false);
  });

  it('only stops listening when the page goes away', async () => {
    const user = userEvent.setup();
    const ask = streamRoute('POST', askPath());
    const { fetchMock, unmount } = await renderWorkspace({ routes: [ask.route, stopRoute()] });
    await askInBox(user, 'Uzun soru');
    const stream = await nthStream(ask.streams);
    stream.send('start', { question: liveQuestion, answer: liveAnswer });
    expect(await screen.findByRole('button', { name: 'Yanıtı durdur: Kaygı vakası' })).toBeTruthy();
    unmount();
    expect(callsTo(fetchMock, 'POST', askPath())[0]?.init?.signal?.aborted).toBe(true);
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/stop'))).toBe(false);
  });
});

/** `count` pairs q-1/a-1 … a minute apart, oldest first. */
function manyPairs(count: number, topicId = 'topic-1'): MessageDto[] {
  return Array.from({ length: count }, (_, i) => {
    const at = Date.parse('2026-03-02T08:00:00.000Z') + i * 60_000;
    const n = String(i + 1);
    return [
      aMessage({ id: `q-${n}`, topicId, text: `Soru ${n}`, createdAt: new Date(at).toISOString() }),
      aMessage({
        id: `a-${n}`,
        topicId,
        role: 'assistant',
        text: `Yanıt ${n}`,
        createdAt: new Date(at + 1).toISOString(),
      }),
    ];
  }).flat();
}

/** IntersectionObserver as the test drives it: `show()` brings every observed element into view. */
function stubIntersectionObserver() {
  const observed = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observed.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      observed.delete(this.entry);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    get watching() {
      return observed.size;
    },
    show() {
      for (const { callback, elements } of [...observed]) {
        callback(
          elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    },
  };
}

/** A JSON answer whose body arrives when the test says so. */
function heldJson() {
  let release!: (body: unknown) => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      release = (value) => {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(value)));
        controller.close();
      };
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }),
    release,
  };
}

const messagesPath = (topicId = 'topic-1') => `${topicApiPath(topicId)}/messages`;

describe('/workspace: a long topic comes a page at a time (issue 18)', () => {
  const long = aTopic({ id: 'topic-1', title: 'Uzun vaka', messageCount: 50 });

  it('shows the newest pairs first and loads older ones as the end of the list comes into view', async () => {
    const user = userEvent.setup();
    const view = stubIntersectionObserver();
    const pairs = manyPairs(25);
    // Older pages wait until the test lets them through.
    const held: Array<() => void> = [];
    const { fetchMock } = await renderWorkspace({
      topics: [long],
      messages: {},
      routes: [
        route('GET', messagesPath(), (url) => {
          const before = url.searchParams.get('before');
          const page = messagePage(pairs, Number(url.searchParams.get('limit')), before);
          if (!before) return jsonResponse(page);
          const answer = heldJson();
          held.push(() => answer.release(page));
          return answer.response;
        }),
      ],
    });
    // The first screen: the 5 newest pairs.
    let items = await pairItems();
    expect(items).toHaveLength(5);
    expect(items[0]?.textContent).toContain('Soru 25');
    expect(items[4]?.textContent).toContain('Soru 21');
    const calls = () =>
      callsTo(fetchMock, 'GET', messagesPath()).map((call) => call.url.searchParams);
    expect(calls().map((query) => [query.get('limit'), query.get('before')])).toEqual([
      ['5', null],
    ]);
    const more = screen.getByRole('button', { name: 'Daha eski mesajları yükle' });
    expect(screen.queryByText('Oturumun ilk sorusuna ulaştınız.')).toBeNull();

    // Scrolling to the end of the list reads the next older page.
    await waitFor(() => expect(view.watching).toBe(1));
    act(() => view.show());
    const list = screen.getByRole('list', { name: /Sorular ve yanıtlar/ });
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('true'));
    expect(
      screen.getByText('Daha eski mesajlar yükleniyor…').closest('[role="status"]'),
    ).toBeTruthy();
    // Pressed meanwhile, the button keeps its focus and asks for nothing more.
    expect(more.getAttribute('aria-disabled')).toBe('true');
    await user.click(more);
    expect(held).toHaveLength(1);
    act(() => held[0]?.());
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(15));
    expect(list.getAttribute('aria-busy')).toBeNull();
    items = await pairItems();
    expect(items[5]?.textContent).toContain('Soru 20');
    expect(items[14]?.textContent).toContain('Soru 11');
    // Older pages are larger: 10 pairs each.
    expect([calls()[1]?.get('limit'), calls()[1]?.get('before')]).toEqual(['10', 'q-21']);

    // The button does the same from the keyboard; at the beginning the note takes its focus.
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(held).toHaveLength(2));
    expect(document.activeElement).toBe(more);
    act(() => held[1]?.());
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Daha eski mesajları yükle' })).toBeNull();
    const start = screen.getByText('Oturumun ilk sorusuna ulaştınız.');
    await waitFor(() => expect(document.activeElement).toBe(start));
    expect((await pairItems())[24]?.textContent).toContain('Soru 1');
    expect(calls()).toHaveLength(3);
  });

  it('says when an older page failed, and the button tries it again', async () => {
    const user = userEvent.setup();
    stubIntersectionObserver();
    const pairs = manyPairs(12);
    // The client tries a failed read once more by itself: both fail.
    let failures = 2;
    await renderWorkspace({
      topics: [long],
      messages: {},
      routes: [
        route('GET', messagesPath(), (url) => {
          const before = url.searchParams.get('before');
          if (before && failures > 0) {
            failures -= 1;
            return jsonResponse({ ok: false, error: 'internal_error', message: 'x' }, 500);
          }
          return jsonResponse(messagePage(pairs, Number(url.searchParams.get('limit')), before));
        }),
      ],
    });
    expect(await pairItems()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Daha eski mesajları yükle' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Daha eski mesajlar yüklenemedi.',
    );
    expect(await pairItems()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Daha eski mesajları yükle' }));
    await waitFor(async () => expect(await pairItems()).toHaveLength(12));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Oturumun ilk sorusuna ulaştınız.')).toBeTruthy();
  });

  it('puts a new pair on top of a paged topic and keeps the older pages', async () => {
    const user = userEvent.setup();
    stubIntersectionObserver();
    const ask = streamRoute('POST', askPath());
    await renderWorkspace({
      topics: [long],
      messages: { 'topic-1': manyPairs(15) },
      routes: [ask.route],
    });
    expect(await pairItems()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Daha eski mesajları yükle' }));
    await waitFor(async () => expect(await pairItems()).toHaveLength(15));

    await askInBox(user, 'Uzun soru');
    const stream = await nthStream(ask.streams);
    stream.send('start', { question: liveQuestion, answer: liveAnswer });
    const finished = { ...liveAnswer, text: 'Yeni yanıt.', status: 'complete' as const };
    stream.send('done', { answer: finished, status: 'complete', questionsLeft: 1 });
    stream.close();
    expect(await screen.findByText('Yanıt tamamlandı.')).toBeTruthy();
    const items = await pairItems();
    expect(items).toHaveLength(16);
    expect(items[0]?.textContent).toContain('Uzun soru');
    expect(items[0]?.textContent).toContain('Yeni yanıt.');
    expect(items[1]?.textContent).toContain('Soru 15');
    expect(items[15]?.textContent).toContain('Soru 1');
    expect((await topicItems())[0]?.textContent).toContain('52 mesaj');
  });

  it('reads older pages until a search hit’s message is there', async () => {
    const user = userEvent.setup();
    stubIntersectionObserver();
    // jsdom has no scrolling: record what would have been scrolled into view.
    const scrolled: string[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this.id);
      },
    });
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const { fetchMock } = await renderWorkspace({
      topics: [long, newer],
      entry: '/workspace?t=topic-2',
      messages: { 'topic-1': manyPairs(25), 'topic-2': [] },
      routes: [
        searchRoute([
          {
            topicId: 'topic-1',
            topicTitle: 'Uzun vaka',
            messageId: 'a-3',
            role: 'assistant',
            snippet: '…Yanıt 3…',
            createdAt: '2026-03-02T08:02:00.001Z',
          },
        ]),
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Etik ikilem' })).toBeTruthy();
    await user.type(screen.getAllByLabelText('Oturumlarda ara')[0] as HTMLElement, 'yanıt');
    const results = await screen.findByRole('list', { name: 'Arama sonuçları' });
    await user.click(within(results).getByRole('button', { name: /Uzun vaka/ }));
    await waitFor(() => expect(scrolled).toContain(messageElementId('a-3')));
    expect(await pairItems()).toHaveLength(25);
    expect(callsTo(fetchMock, 'GET', messagesPath())).toHaveLength(3);
  });
});
