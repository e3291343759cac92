import type { CommentRecord, ContentRecord } from '../FakeState';
import { NETWORK_IDS, SAMPLE_VIDEOS } from './seedConstants';

/** A moment `days` (and `hours`) before the seed's now, as ISO-8601. */
export type Ago = (days: number, hours?: number) => string;
/** A whole hour (UTC) `days` after the seed's now: events always lie ahead, whenever the demo starts. */
export type Ahead = (days: number, hourUtc: number) => string;

/** A content of the seed: what it leaves out (cover, video, start, edit) is null on the wire. */
interface ContentSeed {
  id: string;
  type: ContentRecord['type'];
  authorId: string;
  createdAt: string;
  title: string;
  body: string;
  cover?: string;
  mediaUrl?: string;
  startsAt?: string;
  updatedAt?: string;
}

/** A comment of the seed: its id and its content's, both without their prefix; `updatedAt` once edited. */
type CommentSeed = readonly [id: string, contentId: string, creatorId: string, createdAt: string, body: string, updatedAt?: string];

/** One network's feed in the seed. */
interface FeedSeed {
  networkId: string;
  contents: readonly ContentSeed[];
  comments: readonly CommentSeed[];
}

/**
 * The member of Harbour Runners who wrote in the drills thread and has since left: their comment stays,
 * under the former-member name.
 */
export const DEPARTED_HARBOUR_MEMBER = 'mem-luca-harbour';

/**
 * The feed of every seeded network: posts, announcements, events (ahead of now) and videos, with
 * comments. Harbour Runners' `cnt-harbour-drills` has a thread longer than one page of 10 comments.
 */
export function seedContents(ago: Ago, ahead: Ahead): { contents: ContentRecord[]; comments: CommentRecord[] } {
  // The club's older weekly reports: the feed is longer than a page, so loading ahead of its end can be tried.
  const reports: [title: string, body: string][] = [
    ['Saturday report: 14 km in the drizzle', 'Eleven of us, one umbrella (thanks, Victor). Even pace to the marina and back, coffee at the kiosk.'],
    ['Track Tuesday: 400 m repeats', 'Eight times 400 m with 200 m jog. The wind on the back straight made the last three honest.'],
    ['New shoes? Read this first', 'Give them three short runs before the long one. And keep the old pair for the rain.'],
    ['Saturday report: the breakwater out and back', 'Calm sea, low sun, 12 km. Two new faces joined the middle group: welcome, Sara and Leo!'],
    ['Hill session on Via del Faro', 'Six climbs of 90 seconds, walk down. Legs of jelly, spirits high.'],
    ['What to eat the night before a race', 'Nothing new. Pasta you know, water, and an early night. Save the experiments for training.'],
    ['Saturday report: fog on the pier', 'We could not see the lighthouse until kilometre 8. Nobody got lost, which is a club record.'],
    ['Strength twice a week, fifteen minutes', 'Squats, lunges, calf raises, a plank. No gym needed: the benches by the customs house will do.'],
    ['Saturday report: tempo by the cranes', '3 km easy, 5 km at tempo, 2 km home. Marco swears the cranes moved closer during the tempo.'],
    ['Track Tuesday: the ladder', '200-400-600-800-600-400-200. Recoveries as long as the rep. Bring a friend, it hurts less.'],
    ['Rest days are training too', 'Muscles grow while you sleep. One full rest day a week keeps the injuries away.'],
    ['Saturday report: first frost', 'Gloves out, breath visible, 10 km steady. Hot chocolate at the end was mandatory.'],
    ['How we split the groups', 'Three groups by pace, everyone regroups at the lighthouse. Nobody runs alone on the way back.'],
    ['Welcome to Harbour Runners', 'We run from the old customs house on Tuesdays and Saturdays. All paces welcome, no membership fee.'],
  ];
  const feeds: FeedSeed[] = [
    {
      // Harbour Runners (public): marco manages, giulia is a trusted contributor, ada and victor are users.
      networkId: NETWORK_IDS.harbour,
      contents: [
        { id: 'harbour-sunday', type: 'announcement', authorId: 'mem-marco-harbour', createdAt: ago(0, 5),
          title: 'Sunday long run moves to 7:30',
          body: 'From this Sunday the long run starts at 7:30 instead of 8:00, to beat the heat on the seafront. Meeting point unchanged: the steps of the old customs house. Bring water, there is no fountain after kilometre 9.' },
        { id: 'harbour-10k', type: 'event', authorId: 'mem-marco-harbour', createdAt: ago(2), cover: '/demo/cover-harbour-10k.svg', startsAt: ahead(24, 7),
          title: 'Harbour 10K: registration open',
          body: 'Our club race is back. Two laps of the port, flat and fast, chip timing, and focaccia at the finish. Members get 30% off the entry fee with the code in their welcome e-mail. Volunteers for the water station, reply below!' },
        { id: 'harbour-drills', type: 'post', authorId: 'mem-giulia-harbour', createdAt: ago(3, 4),
          title: 'Five drills for a stronger finish',
          body: 'A-skips, B-skips, high knees, butt kicks and strides: ten minutes after your warm-up, twice a week. After a month you will feel the difference in the last kilometre. I film mine on Tuesdays at the track if you want a second pair of eyes.' },
        { id: 'harbour-lighthouse', type: 'post', authorId: 'mem-giulia-harbour', createdAt: ago(6), cover: '/demo/cover-harbour-lighthouse.svg', updatedAt: ago(5, 20),
          title: 'Route of the week: the lighthouse loop',
          body: '11.4 km with one honest climb up to the lantern and a long downhill back along the breakwater. Best at sunrise, when the fishing boats come in. GPX file in the club drive.' },
        { id: 'harbour-warmup', type: 'video', authorId: 'mem-marco-harbour', createdAt: ago(9), mediaUrl: SAMPLE_VIDEOS.flower,
          title: 'Warm-up routine in 8 minutes',
          body: 'The mobility sequence we do before every group session, filmed at the pier. Follow along: hips, ankles, then three progressive strides.' },
        ...reports.map(([title, body], index): ContentSeed => ({ id: `harbour-report-${index + 1}`, type: 'post', authorId: index % 2 === 0 ? 'mem-marco-harbour' : 'mem-giulia-harbour', createdAt: ago(12 + index * 7), title, body })),
      ],
      comments: [
        ['harbour-1', 'harbour-10k', 'mem-ada-harbour', ago(1, 20), 'Count me in for the water station! Which kilometre?'],
        ['harbour-2', 'harbour-10k', 'mem-giulia-harbour', ago(1, 18), 'Kilometre 5, Ada. Bring a cap, it gets sunny by the cranes.'],
        ['harbour-3', 'harbour-drills', 'mem-ada-harbour', ago(3), 'Tried them yesterday. My calves are not speaking to me today.'],
        ['harbour-4', 'harbour-lighthouse', 'mem-victor-harbour', ago(5), 'Did it on Saturday: that climb is no joke, but the view is worth it.'],
        ['harbour-5', 'harbour-drills', 'mem-giulia-harbour', ago(2, 23), 'That will be the butt kicks. Skip them for a day and do the rest gently.'],
        ['harbour-6', 'harbour-drills', 'mem-marco-harbour', ago(2, 20), 'Good list. I would add two minutes of skipping rope before the strides.'],
        ['harbour-7', 'harbour-drills', 'mem-victor-harbour', ago(2, 18), 'Do you do them before or after the easy run?'],
        ['harbour-8', 'harbour-drills', 'mem-giulia-harbour', ago(2, 17), 'After the warm-up, before the main set. Never on tired legs.'],
        ['harbour-9', 'harbour-drills', 'mem-ada-harbour', ago(2, 9), 'How long should the strides be? 80 metres?'],
        ['harbour-10', 'harbour-drills', 'mem-giulia-harbour', ago(2, 8), '80 to 100 metres: build up to about 90% of your sprint, then float to a stop. Walk back, go again.', ago(2, 7)],
        ['harbour-11', 'harbour-drills', DEPARTED_HARBOUR_MEMBER, ago(2, 3), 'Strides changed my 10K. I wish I had started years ago.'],
        ['harbour-12', 'harbour-drills', 'mem-marco-harbour', ago(1, 22), 'The track is free on Tuesday from 18:30 if anyone wants to join Giulia.'],
        ['harbour-13', 'harbour-drills', 'mem-victor-harbour', ago(1, 15), 'I will be there. Is the north gate open in the evening?'],
        ['harbour-14', 'harbour-drills', 'mem-marco-harbour', ago(1, 14), 'Yes, the north gate. The floodlights come on at 19:00.'],
        ['harbour-15', 'harbour-drills', 'mem-ada-harbour', ago(1, 3), 'Week two done: the last kilometre of the Sunday run felt much better.'],
        ['harbour-16', 'harbour-drills', 'mem-giulia-harbour', ago(0, 20), 'That is what I like to hear! Keep them short and snappy.'],
        ['harbour-17', 'harbour-drills', 'mem-victor-harbour', ago(0, 6), 'Filmed my A-skips: they look more like a gallop. Help needed on Tuesday.'],
      ],
    },
    {
      // Atelier Ceramica (private)
      networkId: NETWORK_IDS.atelier,
      contents: [
        { id: 'atelier-kiln', type: 'announcement', authorId: 'mem-marco-atelier', createdAt: ago(1),
          title: 'Kiln firing schedule for the month',
          body: 'Bisque firings on Mondays, glaze firings on Thursdays. Put your pieces on the shelf with your name tag by 6 pm the day before; anything without a tag waits for the next firing.' },
        { id: 'atelier-raku', type: 'event', authorId: 'mem-marco-atelier', createdAt: ago(4), cover: '/demo/cover-atelier-raku.svg', startsAt: ahead(3, 18),
          title: 'Raku evening in the courtyard',
          body: 'From 7 pm we fire the raku kiln outside. Bring up to two bisqued pieces; we provide glazes, tongs and gloves. Wear cotton, not synthetics.' },
        { id: 'atelier-celadon', type: 'post', authorId: 'mem-nina-atelier', createdAt: ago(7),
          title: 'Glaze notes: celadon over stoneware',
          body: 'Three coats, dipped for two seconds each, gave me the deep sea-green I was after. Two coats stay almost clear. Photos of both on the test tiles by the sink.' },
        { id: 'atelier-centring', type: 'video', authorId: 'mem-marco-atelier', createdAt: ago(11), mediaUrl: SAMPLE_VIDEOS.friday,
          title: 'Centring on the wheel, slowed down',
          body: 'Wet hands, braced elbows, and let the wheel do the work: four minutes of centring a kilo of clay, at half speed so you can follow the hands.' },
      ],
      comments: [
        ['atelier-1', 'atelier-celadon', 'mem-marco-atelier', ago(6), 'Lovely result, Nina. Keep the tiles, we will hang them on the glaze wall.'],
        ['atelier-2', 'atelier-raku', 'mem-nina-atelier', ago(3, 5), 'Can I bring a bowl with a foot ring? Or does it crack in the reduction bin?'],
        ['atelier-3', 'atelier-raku', 'mem-marco-atelier', ago(3, 2), 'Bring it, Nina: keep the walls even and it will be fine.'],
      ],
    },
    {
      // Blue Note Masterclass (purchasable)
      networkId: NETWORK_IDS.blueNote,
      contents: [
        { id: 'bluenote-lesson7', type: 'announcement', authorId: 'mem-marco-bluenote', createdAt: ago(0, 9),
          title: 'Lesson 7 is online: rootless voicings',
          body: 'This week we drop the root and let the bass player have it. Download the sheet, then play along with the trio backing track at 90 bpm before trying 120.' },
        { id: 'bluenote-autumn', type: 'post', authorId: 'mem-marco-bluenote', createdAt: ago(3),
          title: "Voicings for 'Autumn Leaves'",
          body: 'A-form and B-form voicings for the ii-V-I in both keys of the tune, with the guide tones highlighted. Start with the left hand alone until the changes are automatic.' },
        { id: 'bluenote-walking', type: 'video', authorId: 'mem-marco-bluenote', createdAt: ago(8), mediaUrl: SAMPLE_VIDEOS.flower,
          title: 'Walking bass lines for the left hand',
          body: 'Chord tones on the beat, approach notes in between: a twelve-minute walkthrough over a blues in F.' },
        { id: 'bluenote-qa', type: 'event', authorId: 'mem-marco-bluenote', createdAt: ago(10), cover: '/demo/cover-blue-note-qa.svg', startsAt: ahead(2, 20),
          title: 'Live Q&A with the trio',
          body: 'Streamed live from the studio. Send your questions in advance in the comments and we will play the examples on the spot.' },
      ],
      comments: [
        ['bluenote-1', 'bluenote-qa', 'mem-leo-bluenote', ago(9), 'How do you practise comping without a band? I always rush.'],
        ['bluenote-2', 'bluenote-qa', 'mem-marco-bluenote', ago(8, 20), 'Great question, Leo: we will answer it with the metronome on 2 and 4.'],
      ],
    },
    {
      // Green Table Cooking Club (subscribable)
      networkId: NETWORK_IDS.greenTable,
      contents: [
        { id: 'green-theme', type: 'announcement', authorId: 'mem-marco-greentable', createdAt: ago(1, 2),
          title: "This month's theme: spring greens",
          body: 'Asparagus, peas, broad beans and wild garlic. Four recipes, one per week, and a live cook-along every Thursday.' },
        { id: 'green-risotto', type: 'post', authorId: 'mem-marco-greentable', createdAt: ago(2, 6), cover: '/demo/cover-green-risotto.svg',
          title: 'Risotto agli asparagi, step by step',
          body: 'Make a quick stock with the woody ends, toast the rice dry for two minutes, and add the tips only in the last five minutes so they stay bright green. Finish off the heat with butter and a little lemon zest.' },
        { id: 'green-cookalong', type: 'event', authorId: 'mem-marco-greentable', createdAt: ago(5), startsAt: ahead(2, 18),
          title: 'Online cook-along: fresh pea soup',
          body: 'Fresh pea soup with mint and a crispy parmesan wafer. The shopping list is in the post above; have everything weighed before we start.' },
        { id: 'green-knife', type: 'video', authorId: 'mem-marco-greentable', createdAt: ago(9), mediaUrl: SAMPLE_VIDEOS.friday,
          title: 'Knife skills: julienne and brunoise',
          body: 'Claw grip, a sharp knife and a steady rhythm: six minutes on cutting carrots and courgettes into matchsticks and then into perfect small dice.' },
        { id: 'green-pantry', type: 'post', authorId: 'mem-marco-greentable', createdAt: ago(12),
          title: 'Pantry list for the month',
          body: 'Carnaroli rice, good olive oil, parmesan in a piece, lemons, shallots and a bunch of fresh mint. Everything else we buy week by week.' },
      ],
      comments: [
        ['green-1', 'green-risotto', 'mem-chiara-greentable', ago(2), 'Made it last night with wild asparagus from the market. Gone in ten minutes!'],
        ['green-2', 'green-risotto', 'mem-elena-greentable', ago(1, 12), 'Can I use vialone nano instead of carnaroli?'],
        ['green-3', 'green-risotto', 'mem-marco-greentable', ago(1, 10), 'Yes, Elena: it is a little creamier, so take it off the heat a minute sooner.'],
        ['green-4', 'green-cookalong', 'mem-dario-greentable', ago(4), 'Frozen peas or fresh? The market has none yet.'],
        ['green-5', 'green-cookalong', 'mem-paolo-greentable', ago(3, 20), 'Frozen are fine, Dario: they are picked at their sweetest.'],
      ],
    },
    {
      // Borgo Market Neighbours (otp_first; no videos on this network)
      networkId: NETWORK_IDS.borgo,
      contents: [
        { id: 'borgo-market', type: 'announcement', authorId: 'mem-marco-borgo', createdAt: ago(0, 7),
          title: 'Saturday market moves to Piazza Grande',
          body: 'While the road works on Via Roma go on, the Saturday market sets up in Piazza Grande, 8:00 to 13:00. The fish stall stays by the fountain.' },
        { id: 'borgo-bicycle', type: 'post', authorId: 'mem-franca-borgo', createdAt: ago(2),
          title: 'Lost: a blue bicycle near the bakery',
          body: 'A blue city bike with a wicker basket, taken from outside Forno del Borgo on Tuesday morning. If you see it, please let me know. My granddaughter rides it to school.' },
        { id: 'borgo-dinner', type: 'event', authorId: 'mem-marco-borgo', createdAt: ago(6), cover: '/demo/cover-borgo-dinner.svg', startsAt: ahead(17, 17),
          title: "Neighbours' dinner on Via Garibaldi",
          body: 'Long tables down the middle of the street. Bring one dish and your own chairs; the bakery lends the tablecloths.' },
      ],
      comments: [
        ['borgo-1', 'borgo-dinner', 'mem-franca-borgo', ago(5), 'I will bring my parmigiana, as every year.'],
        ['borgo-2', 'borgo-bicycle', 'mem-marco-borgo', ago(1, 8), 'I asked at the bakery: they will keep an eye on the rack.'],
      ],
    },
    {
      // Northwind Staff Hub (custom SSO)
      networkId: NETWORK_IDS.northwind,
      contents: [
        { id: 'northwind-expenses', type: 'announcement', authorId: 'mem-marco-northwind', createdAt: ago(1, 3),
          title: 'New expense policy from next month',
          body: 'Receipts are now uploaded in the app within 30 days; paper copies are no longer needed. Train travel under four hours is second class.' },
        { id: 'northwind-welcome', type: 'post', authorId: 'mem-marco-northwind', createdAt: ago(4),
          title: 'Welcome to our new colleagues in Turin',
          body: 'Please say hello to the six people who joined the Turin warehouse this month. Coffee is on People & Culture on Friday.' },
        { id: 'northwind-allhands', type: 'event', authorId: 'mem-marco-northwind', createdAt: ago(8), startsAt: ahead(4, 8),
          title: 'Quarterly all-hands meeting',
          body: 'Quarterly results, the new distribution centre and your questions. In the canteen and on the staff stream.' },
        { id: 'northwind-safety', type: 'video', authorId: 'mem-marco-northwind', createdAt: ago(13), mediaUrl: SAMPLE_VIDEOS.flower,
          title: 'Warehouse safety refresher',
          body: 'Five minutes on lifting, pallet trucks and the new pedestrian lanes. Everyone working in the warehouses watches it once a year.' },
      ],
      comments: [
        ['northwind-1', 'northwind-welcome', 'mem-sam-northwind', ago(3), 'Welcome aboard! The best coffee machine is on the second floor.'],
        ['northwind-2', 'northwind-allhands', 'mem-sam-northwind', ago(2), 'Will the stream have subtitles for the Turin team?'],
      ],
    },
  ];
  return {
    contents: feeds.flatMap(({ networkId, contents }) => contents.map((content) => contentRecord(networkId, content))),
    comments: feeds.flatMap(({ comments }) => comments.map(commentRecord)),
  };
}

function contentRecord(networkId: string, { id, type, title, body, authorId, createdAt, updatedAt, cover, mediaUrl, startsAt }: ContentSeed): ContentRecord {
  return {
    id: `cnt-${id}`,
    networkId,
    type,
    title,
    body,
    authorId,
    createdAt,
    updatedAt: updatedAt ?? null,
    cover: cover ?? null,
    mediaUrl: mediaUrl ?? null,
    startsAt: startsAt ?? null,
  };
}

function commentRecord([id, contentId, creatorId, createdAt, body, updatedAt]: CommentSeed): CommentRecord {
  return { id: `cmt-${id}`, contentId: `cnt-${contentId}`, creatorId, createdAt, updatedAt: updatedAt ?? null, body };
}
