// Words of an official's answer to a published game (decision 279; ours, beside spec 002 §8).

export const RefereeResponseTexts = {
  accept: 'Accept',
  decline: 'Decline',
  accepted: 'You accepted this game.',
  declined: 'You declined this game: the referee coordinator sees it and finds someone else.',
  status: { pending: 'Please accept or decline', accepted: 'Accepted', declined: 'Declined' } as Record<
    'pending' | 'accepted' | 'declined',
    string
  >,
  moved: 'This game moved: please accept or decline it again.',
  movedMeanwhile: 'This game moved since you looked: check its new time and answer again.',
  noGame: 'This game is not on your roster.',
  answer: (verb: string, match: string) => `${verb} ${match}`,
} as const;
