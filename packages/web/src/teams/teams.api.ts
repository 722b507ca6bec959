import { queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import * as I from '@portal/domain/teams/invitations.contract';
import * as C from '@portal/domain/teams/teams.contract';
import * as M from '@portal/domain/messaging/messaging.member.contract';
import { call } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { FRESH } from '../lib/freshness';

// Queries and mutations of the teams area (spec 001 §7). The list carries every team's detail, so the detail page
// reads the same cache; every change reloads it and answers the spec's sentence.

export const teamsQuery = () =>
  queryOptions({
    queryKey: ['teams', 'list'],
    queryFn: async () => (await call(C.listTeams)).data,
  });

/** The team's coming games, for the forfeit and temporary member dialogs (loaded when a dialog opens). */
export const teamGamesQuery = (teamTid: number) =>
  queryOptions({
    queryKey: ['teams', 'games', teamTid],
    queryFn: async () => (await call(C.teamGames, { body: { teamTid } })).data,
    staleTime: FRESH.always,
    retry: false,
  });

const reloadTeams = () => queryClient.invalidateQueries({ queryKey: ['teams'] });
/** A forfeit changes the public draw and standings too. */
const reloadCompetition = () => queryClient.invalidateQueries({ queryKey: ['competition'] });

type Body<E extends { body: z.ZodType }> = z.input<E['body']>;
const change = (onSuccess: () => Promise<unknown> = reloadTeams) => ({ onSuccess });

export const useSaveTeam = () =>
  useMutation({
    mutationFn: async (body: Body<typeof C.saveTeam>) => (await call(C.saveTeam, { body })).data.message,
    ...change(),
  });
export const useRemoveTeamPlayer = () =>
  useMutation({
    mutationFn: async (body: Body<typeof C.removeTeamPlayer>) =>
      (await call(C.removeTeamPlayer, { body })).data.message,
    ...change(),
  });
export const useRemoveTeamPosition = () =>
  useMutation({
    mutationFn: async (body: Body<typeof C.removeTeamPosition>) =>
      (await call(C.removeTeamPosition, { body })).data.message,
    ...change(),
  });
/** Withdraw a player's invitation (decision 154). */
export const useRemoveInvitation = () =>
  useMutation({
    mutationFn: async (body: Body<typeof I.removeInvitation>) =>
      (await call(I.removeInvitation, { body })).data.message,
    ...change(),
  });
export const useAddTeamPlayers = () =>
  useMutation({
    mutationFn: async (body: Body<typeof C.addTeamPlayers>) => (await call(C.addTeamPlayers, { body })).data.message,
    ...change(),
  });
export const useAddTeamTempPlayers = () =>
  useMutation({
    mutationFn: async (body: Body<typeof C.addTeamTempPlayers>) =>
      (await call(C.addTeamTempPlayers, { body })).data.message,
    ...change(),
  });
export const useGameForfeit = () =>
  useMutation({
    mutationFn: async (body: Body<typeof C.gameForfeit>) => (await call(C.gameForfeit, { body })).data.message,
    ...change(() => Promise.all([reloadTeams(), reloadCompetition()])),
  });
/** The player check of a member entry row (its answer is data: found, email required, or why not). */
export const useCheckPlayer = () =>
  useMutation({
    mutationFn: async (body: Body<typeof C.checkPlayer>) => (await call(C.checkPlayer, { body })).data,
  });

/** Whether the member may message the team today (issue 43 item 2, decision 312); read when the dialog opens. */
export const teamMessageStatusQuery = (teamId: number) =>
  queryOptions({
    queryKey: ['teams', 'message-status', teamId],
    queryFn: async () => (await call(M.teamMessageStatus, { params: { teamId } })).data,
    staleTime: FRESH.always,
    retry: false,
  });

/** Message the team's players and the guardians of its minors. */
export const useSendTeamMessage = (teamId: number) =>
  useMutation({
    mutationFn: async (body: z.input<typeof M.TeamMessageBody>) =>
      (await call(M.sendTeamMessage, { params: { teamId }, body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['teams', 'message-status', teamId] }),
  });
