// The clip finder's boundary test set (issue 34): long talks assembled from self-contained spoken
// stories with known edges, rambling between them, and interviewer questions in a second voice
// whose answer is the story. Each talk is built from these parts in a seeded order, so a run is
// repeatable.

export interface Line {
  text: string;
  /** The second voice asks the questions. */
  voice: 'host' | 'guest';
}

export interface Story {
  /** Asked by the host before the guest tells it; part of the clip. */
  question?: string;
  sentences: string[];
}

export const STORIES: Story[] = [
  {
    sentences: [
      'Here is the biggest mistake I made in my first business.',
      'I hired five people before I had a single paying customer.',
      'Every month the salaries ate the little money we had saved.',
      'After eight months we had a great team and nothing to sell.',
      'That is why I now tell every founder to sell first and hire second.',
    ],
  },
  {
    question: 'What was the hardest lesson of your first year?',
    sentences: [
      'The hardest lesson was that nobody cares about your product at the start.',
      'I spent six months building features in a quiet room.',
      'When we finally launched, eleven people signed up in a week.',
      'Only when I called every one of them did I learn what they needed.',
      'Talk to your users before you write a line of code.',
    ],
  },
  {
    sentences: [
      'Most people think sleep is wasted time.',
      'I used to sleep five hours a night and call it discipline.',
      'My memory got worse, my temper got shorter, and my work got sloppy.',
      'A doctor told me to try eight hours for one month.',
      'I got more done in that month than in the whole year before it.',
    ],
  },
  {
    question: 'How did you save your first ten thousand dollars?',
    sentences: [
      'I saved my first ten thousand dollars with one boring rule.',
      'Every payday, before I paid anything else, a fifth went into a separate account.',
      'I never looked at that account and I never touched it.',
      'Three years later it had grown past ten thousand without any effort.',
      'Pay yourself first, and make it automatic, because willpower runs out.',
    ],
  },
  {
    sentences: [
      'Nobody tells you how much a bad contract can cost.',
      'Our biggest client sent us a twenty page agreement on a Friday evening.',
      'I signed it on Monday without reading the section on payment terms.',
      'It let them pay us one hundred and twenty days after every invoice.',
      'We nearly ran out of cash while waiting for money we had already earned.',
      'Read every contract twice, and read the payment terms three times.',
    ],
  },
  {
    question: 'Why did you move your whole team to a four day week?',
    sentences: [
      'We moved to a four day week because our best people were burning out.',
      'At first I was sure we would ship less and lose customers.',
      'Instead the meetings got shorter and the work got more focused.',
      'After a year we had shipped more than ever and nobody had quit.',
      'Rest is not the opposite of work, it is part of the work.',
    ],
  },
  {
    sentences: [
      'Public speaking terrified me for most of my life.',
      'My hands shook and my voice cracked every time I stood up in a meeting.',
      'So I joined a small club that met every Tuesday evening.',
      'Each week I gave a two minute talk in front of twelve strangers.',
      'After forty talks the fear was still there, but it no longer ran my life.',
    ],
  },
  {
    question: 'What would you tell someone who wants to learn to code at forty?',
    sentences: [
      'I would tell them that forty is a great age to start.',
      'I wrote my first program at forty two, after twenty years in sales.',
      'My sales years taught me how to listen to what customers actually want.',
      'Within two years I was leading a small team of younger developers.',
      'Your past is not wasted time, it is the thing that makes you different.',
    ],
  },
  {
    sentences: [
      'The best marketing we ever did cost us nothing.',
      'We wrote a long honest post about every mistake we made in our first year.',
      'We expected a few likes from friends and family.',
      'It was shared thousands of times and brought in our first hundred customers.',
      'People trust honesty far more than they trust advertising.',
    ],
  },
  {
    question: 'How do you decide what to work on each morning?',
    sentences: [
      'Every morning I write down the one task that would make the day a success.',
      'I do that task before I open my email or my phone.',
      'Most days it takes less than two hours.',
      'The rest of the day can go wrong and the day is still a good one.',
      'One important thing done beats ten urgent things half done.',
    ],
  },
];

/** Talk between the stories: some of it leans on what came before, some of it does not. */
export const RAMBLE: string[][] = [
  [
    'And yeah, that was kind of the whole situation back then.',
    'But anyway, we kept going with it for a while.',
    'It was a strange time for everybody, honestly.',
  ],
  [
    'So as I said, there were a lot of moving parts.',
    'I think the weather was bad that whole winter too.',
    'And we had the office on the third floor, which did not help.',
  ],
  [
    'Right, and the other thing is that people were busy.',
    'My brother was visiting for a few weeks around then.',
    'That is a whole other story though.',
  ],
  [
    'Yeah, exactly, and it went on like that.',
    'We used to get lunch from the place across the road.',
    'They had pretty decent sandwiches, to be fair.',
  ],
];

/** A seeded shuffle (mulberry32), so every run builds the same talks. */
export function seededOrder<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const order = [...items];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j] as T, order[i] as T];
  }
  return order;
}
