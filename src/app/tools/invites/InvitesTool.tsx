// Channel invites: create one (with the roles it grants and the only users who may accept it),
// read an invite's target users, and list a channel's invites. A created invite's code carries
// into the target users console.
import { useState } from 'react';
import type { ToolProps } from '../tool-list';
import { ChannelInvitesConsole } from './ChannelInvitesConsole';
import { CreateInviteConsole } from './CreateInviteConsole';
import { TargetUsersConsole } from './TargetUsersConsole';

export default function InvitesTool({ params }: ToolProps) {
  const channelId = params.get('channel_id') ?? '';
  const [invite, setInvite] = useState(params.get('code') ?? '');
  return (
    <>
      <CreateInviteConsole channelId={channelId} onCreated={setInvite} />
      <TargetUsersConsole invite={invite} onInvite={setInvite} />
      <ChannelInvitesConsole channelId={channelId} />
    </>
  );
}
