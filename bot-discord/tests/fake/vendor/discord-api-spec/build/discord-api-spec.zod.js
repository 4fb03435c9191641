/* AUTO-GENERATED. DO NOT EDIT. */

import * as z from "zod/mini";

let zObject = z.object;
export const setStrictObject = (strict) => (zObject = strict ? z.strictObject : z.object);

export const AccountResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
});

export const ActionRowComponentForMessageRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(1),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  components: /* @__PURE__ */ z
    .array(
      /* @__PURE__ */ z.union([
        /* @__PURE__ */ z.lazy(() => ButtonComponentForMessageRequestSchema),
        /* @__PURE__ */ z.lazy(() => ChannelSelectComponentForMessageRequestSchema),
        /* @__PURE__ */ z.lazy(() => MentionableSelectComponentForMessageRequestSchema),
        /* @__PURE__ */ z.lazy(() => RoleSelectComponentForMessageRequestSchema),
        /* @__PURE__ */ z.lazy(() => StringSelectComponentForMessageRequestSchema),
        /* @__PURE__ */ z.lazy(() => UserSelectComponentForMessageRequestSchema),
      ]),
    )
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(5)),
});

export const ActionRowComponentForModalRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(1),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  components: /* @__PURE__ */ z
    .array(/* @__PURE__ */ z.lazy(() => TextInputComponentForModalRequestSchema))
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(5)),
});

export const ActionRowComponentResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(1),
  id: /* @__PURE__ */ z.int32(),
  components: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.lazy(() => ButtonComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => ChannelSelectComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => MentionableSelectComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => RoleSelectComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => StringSelectComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => TextInputComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => UserSelectComponentResponseSchema),
    ]),
  ),
});

export const ActionTypesSchema = /* @__PURE__ */ z.literal([
  "TYPING_START",
  "INVITE_CREATE",
  "INVITE_DELETE",
  "WEBHOOKS_UPDATE",
  "CHANNEL_CREATE",
  "VOICE_CHANNEL_STATUS_UPDATE",
  "CHANNEL_UPDATE",
  "CHANNEL_DELETE",
  "CHANNEL_PINS_UPDATE",
  "THREAD_CREATE",
  "THREAD_UPDATE",
  "THREAD_DELETE",
  "THREAD_LIST_SYNC",
  "THREAD_MEMBER_UPDATE",
  "THREAD_MEMBERS_UPDATE",
  "GUILD_CREATE",
  "GUILD_UPDATE",
  "GUILD_DELETE",
  "GUILD_EMOJIS_UPDATE",
  "GUILD_STICKERS_UPDATE",
  "GUILD_INTEGRATIONS_UPDATE",
  "GUILD_MEMBER_ADD",
  "GUILD_MEMBER_UPDATE",
  "GUILD_MEMBER_REMOVE",
  "GUILD_BAN_ADD",
  "GUILD_BAN_REMOVE",
  "GUILD_ROLE_CREATE",
  "GUILD_ROLE_UPDATE",
  "GUILD_ROLE_DELETE",
  "GUILD_MEMBERS_CHUNK",
  "MESSAGE_CREATE",
  "MESSAGE_UPDATE",
  "MESSAGE_DELETE",
  "MESSAGE_DELETE_BULK",
  "MESSAGE_REACTION_ADD",
  "MESSAGE_REACTION_REMOVE",
  "MESSAGE_REACTION_REMOVE_ALL",
  "MESSAGE_REACTION_REMOVE_EMOJI",
  "USER_UPDATE",
  "ENTITLEMENT_CREATE",
  "ENTITLEMENT_UPDATE",
  "ENTITLEMENT_DELETE",
  "READY",
  "RESUMED",
  "PRESENCE_UPDATE",
  "VOICE_STATE_UPDATE",
  "VOICE_SERVER_UPDATE",
  "LOBBY_MESSAGE_CREATE",
  "LOBBY_MESSAGE_UPDATE",
  "LOBBY_MESSAGE_DELETE",
  "GAME_DIRECT_MESSAGE_CREATE",
  "GAME_DIRECT_MESSAGE_DELETE",
  "GAME_DIRECT_MESSAGE_UPDATE",
  "INTERACTION_CREATE",
  "INTEGRATION_CREATE",
  "INTEGRATION_UPDATE",
  "INTEGRATION_DELETE",
  "APPLICATION_COMMAND_PERMISSIONS_UPDATE",
  "APPLICATION_AUTHORIZED",
  "APPLICATION_DEAUTHORIZED",
  "STAGE_INSTANCE_CREATE",
  "STAGE_INSTANCE_UPDATE",
  "STAGE_INSTANCE_DELETE",
  "GUILD_AUDIT_LOG_ENTRY_CREATE",
  "GUILD_SCHEDULED_EVENT_CREATE",
  "GUILD_SCHEDULED_EVENT_UPDATE",
  "GUILD_SCHEDULED_EVENT_DELETE",
  "GUILD_SCHEDULED_EVENT_USER_ADD",
  "GUILD_SCHEDULED_EVENT_USER_REMOVE",
  "AUTO_MODERATION_RULE_CREATE",
  "AUTO_MODERATION_RULE_UPDATE",
  "AUTO_MODERATION_RULE_DELETE",
  "AUTO_MODERATION_ACTION_EXECUTION",
  "GUILD_SOUNDBOARD_SOUNDS_UPDATE",
  "GUILD_SOUNDBOARD_SOUND_CREATE",
  "GUILD_SOUNDBOARD_SOUND_UPDATE",
  "GUILD_SOUNDBOARD_SOUND_DELETE",
  "QUEST_USER_ENROLLMENT",
  "RATE_LIMITED",
]);

export const ActivitiesAttachmentResponseSchema = /* @__PURE__ */ zObject({
  attachment: /* @__PURE__ */ z.lazy(() => AttachmentResponseSchema),
});

export const ActivityActionTypesSchema = /* @__PURE__ */ z.literal([1, 2, 3, 5, 6]);

export const ActivityInstanceCallbackResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.string(),
});

export const AfkTimeoutsSchema = /* @__PURE__ */ z.literal([60, 300, 900, 1800, 3600]);

export const AllowedMentionTypesSchema = /* @__PURE__ */ z.literal(["users", "roles", "everyone"]);

export const ApplicationCommandAttachmentOptionSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(11),
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
    ),
  ),
  description: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
    ),
  ),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  file_types: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z
          .string()
          .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(16)),
      )
      .check(/* @__PURE__ */ z.maxLength(10)),
  ),
});

export const ApplicationCommandAttachmentOptionResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(11),
  name: /* @__PURE__ */ z.string(),
  name_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  description: /* @__PURE__ */ z.string(),
  description_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  required: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  file_types: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(16))),
  ),
});

export const ApplicationCommandAutocompleteCallbackRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(8),
  data: /* @__PURE__ */ z.union([
    /* @__PURE__ */ z.undefined(),
    /* @__PURE__ */ z.lazy(
      () => InteractionApplicationCommandAutocompleteCallbackIntegerDataSchema,
    ),
    /* @__PURE__ */ z.lazy(() => InteractionApplicationCommandAutocompleteCallbackNumberDataSchema),
    /* @__PURE__ */ z.lazy(() => InteractionApplicationCommandAutocompleteCallbackStringDataSchema),
  ]),
});

export const ApplicationCommandBooleanOptionSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(5),
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
    ),
  ),
  description: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
    ),
  ),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const ApplicationCommandBooleanOptionResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(5),
  name: /* @__PURE__ */ z.string(),
  name_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  description: /* @__PURE__ */ z.string(),
  description_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  required: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});

export const ApplicationCommandChannelOptionSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(7),
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
    ),
  ),
  description: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
    ),
  ),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  channel_types: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => ChannelTypesSchema)),
  ),
});

export const ApplicationCommandChannelOptionResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(7),
  name: /* @__PURE__ */ z.string(),
  name_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  description: /* @__PURE__ */ z.string(),
  description_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  required: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  channel_types: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => ChannelTypesSchema)),
  ),
});

export const ApplicationCommandCreateRequestSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
    ),
  ),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
    ),
  ),
  options: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => ApplicationCommandAttachmentOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandBooleanOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandChannelOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandIntegerOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandMentionableOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandNumberOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandRoleOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandStringOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandSubcommandGroupOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandSubcommandOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandUserOptionSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.maxLength(25)),
  ),
  default_member_permissions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(18014398509481984)),
  ),
  dm_permission: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  contexts: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => InteractionContextTypeSchema))
      .check(/* @__PURE__ */ z.minLength(1)),
  ),
  integration_types: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => ApplicationIntegrationTypeSchema))
      .check(/* @__PURE__ */ z.minLength(1)),
  ),
  handler: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => ApplicationCommandHandlerSchema)),
  type: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => ApplicationCommandTypeSchema)),
});

export const ApplicationCommandHandlerSchema = /* @__PURE__ */ z.literal([1, 2]);

export const ApplicationCommandIntegerOptionSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(4),
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
    ),
  ),
  description: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
    ),
  ),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  autocomplete: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  choices: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => ApplicationCommandOptionIntegerChoiceSchema))
      .check(/* @__PURE__ */ z.maxLength(25)),
  ),
  min_value: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => Int53TypeSchema)),
  max_value: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => Int53TypeSchema)),
});

export const ApplicationCommandIntegerOptionResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(4),
  name: /* @__PURE__ */ z.string(),
  name_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  description: /* @__PURE__ */ z.string(),
  description_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  required: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  autocomplete: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  choices: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.lazy(() => ApplicationCommandOptionIntegerChoiceResponseSchema),
    ),
  ),
  min_value: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => Int53TypeSchema)),
  max_value: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => Int53TypeSchema)),
});

export const ApplicationCommandInteractionMetadataResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  type: /* @__PURE__ */ z.literal(2),
  user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  authorizing_integration_owners: /* @__PURE__ */ z.record(
    /* @__PURE__ */ z.string(),
    /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  ),
  original_response_message_id: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  ),
  target_user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  target_message_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const ApplicationCommandMentionableOptionSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(9),
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
    ),
  ),
  description: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
    ),
  ),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const ApplicationCommandMentionableOptionResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(9),
  name: /* @__PURE__ */ z.string(),
  name_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  description: /* @__PURE__ */ z.string(),
  description_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  required: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});

export const ApplicationCommandNumberOptionSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(10),
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
    ),
  ),
  description: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
    ),
  ),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  autocomplete: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  choices: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => ApplicationCommandOptionNumberChoiceSchema))
      .check(/* @__PURE__ */ z.maxLength(25)),
  ),
  min_value: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  max_value: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
});

export const ApplicationCommandNumberOptionResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(10),
  name: /* @__PURE__ */ z.string(),
  name_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  description: /* @__PURE__ */ z.string(),
  description_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  required: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  autocomplete: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  choices: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.lazy(() => ApplicationCommandOptionNumberChoiceResponseSchema),
    ),
  ),
  min_value: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number()),
  max_value: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number()),
});

export const ApplicationCommandOptionIntegerChoiceSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
    ),
  ),
  value: /* @__PURE__ */ z.lazy(() => Int53TypeSchema),
});

export const ApplicationCommandOptionIntegerChoiceResponseSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.string(),
  name_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  value: /* @__PURE__ */ z.lazy(() => Int53TypeSchema),
});

export const ApplicationCommandOptionNumberChoiceSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
    ),
  ),
  value: /* @__PURE__ */ z.number(),
});

export const ApplicationCommandOptionNumberChoiceResponseSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.string(),
  name_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  value: /* @__PURE__ */ z.number(),
});

export const ApplicationCommandOptionStringChoiceSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
    ),
  ),
  value: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(6000)),
});

export const ApplicationCommandOptionStringChoiceResponseSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.string(),
  name_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  value: /* @__PURE__ */ z.string(),
});

export const ApplicationCommandOptionTypeSchema = /* @__PURE__ */ z.literal([
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
]);

export const ApplicationCommandPatchRequestPartialSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
  ),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
    ),
  ),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
    ),
  ),
  options: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => ApplicationCommandAttachmentOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandBooleanOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandChannelOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandIntegerOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandMentionableOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandNumberOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandRoleOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandStringOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandSubcommandGroupOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandSubcommandOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandUserOptionSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.maxLength(25)),
  ),
  default_member_permissions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(18014398509481984)),
  ),
  dm_permission: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  contexts: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => InteractionContextTypeSchema))
      .check(/* @__PURE__ */ z.minLength(1)),
  ),
  integration_types: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => ApplicationIntegrationTypeSchema))
      .check(/* @__PURE__ */ z.minLength(1)),
  ),
  handler: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => ApplicationCommandHandlerSchema)),
});

export const ApplicationCommandPermissionSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  type: /* @__PURE__ */ z.lazy(() => ApplicationCommandPermissionTypeSchema),
  permission: /* @__PURE__ */ z.boolean(),
});

export const ApplicationCommandPermissionTypeSchema = /* @__PURE__ */ z.literal([1, 2, 3]);

export const ApplicationCommandResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  application_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  version: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  default_member_permissions: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  type: /* @__PURE__ */ z.lazy(() => ApplicationCommandTypeSchema),
  name: /* @__PURE__ */ z.string(),
  name_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  description: /* @__PURE__ */ z.string(),
  description_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  guild_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  dm_permission: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  contexts: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => InteractionContextTypeSchema)),
  ),
  integration_types: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => ApplicationIntegrationTypeSchema)),
  ),
  options: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.union([
        /* @__PURE__ */ z.lazy(() => ApplicationCommandAttachmentOptionResponseSchema),
        /* @__PURE__ */ z.lazy(() => ApplicationCommandBooleanOptionResponseSchema),
        /* @__PURE__ */ z.lazy(() => ApplicationCommandChannelOptionResponseSchema),
        /* @__PURE__ */ z.lazy(() => ApplicationCommandIntegerOptionResponseSchema),
        /* @__PURE__ */ z.lazy(() => ApplicationCommandMentionableOptionResponseSchema),
        /* @__PURE__ */ z.lazy(() => ApplicationCommandNumberOptionResponseSchema),
        /* @__PURE__ */ z.lazy(() => ApplicationCommandRoleOptionResponseSchema),
        /* @__PURE__ */ z.lazy(() => ApplicationCommandStringOptionResponseSchema),
        /* @__PURE__ */ z.lazy(() => ApplicationCommandSubcommandGroupOptionResponseSchema),
        /* @__PURE__ */ z.lazy(() => ApplicationCommandSubcommandOptionResponseSchema),
        /* @__PURE__ */ z.lazy(() => ApplicationCommandUserOptionResponseSchema),
      ]),
    ),
  ),
  nsfw: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  handler: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => ApplicationCommandHandlerSchema),
  ),
});

export const ApplicationCommandRoleOptionSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(8),
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
    ),
  ),
  description: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
    ),
  ),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const ApplicationCommandRoleOptionResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(8),
  name: /* @__PURE__ */ z.string(),
  name_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  description: /* @__PURE__ */ z.string(),
  description_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  required: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});

export const ApplicationCommandStringOptionSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(3),
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
    ),
  ),
  description: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
    ),
  ),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  autocomplete: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  min_length: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(6000)),
  ),
  max_length: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(6000)),
  ),
  choices: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => ApplicationCommandOptionStringChoiceSchema))
      .check(/* @__PURE__ */ z.maxLength(25)),
  ),
});

export const ApplicationCommandStringOptionResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(3),
  name: /* @__PURE__ */ z.string(),
  name_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  description: /* @__PURE__ */ z.string(),
  description_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  required: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  autocomplete: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  choices: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.lazy(() => ApplicationCommandOptionStringChoiceResponseSchema),
    ),
  ),
  min_length: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  max_length: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
});

export const ApplicationCommandSubcommandGroupOptionSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(2),
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
    ),
  ),
  description: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
    ),
  ),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  options: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => ApplicationCommandSubcommandOptionSchema))
      .check(/* @__PURE__ */ z.maxLength(25)),
  ),
});

export const ApplicationCommandSubcommandGroupOptionResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(2),
  name: /* @__PURE__ */ z.string(),
  name_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  description: /* @__PURE__ */ z.string(),
  description_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  required: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  options: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.lazy(() => ApplicationCommandSubcommandOptionResponseSchema),
    ),
  ),
});

export const ApplicationCommandSubcommandOptionSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(1),
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
    ),
  ),
  description: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
    ),
  ),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  options: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => ApplicationCommandAttachmentOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandBooleanOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandChannelOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandIntegerOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandMentionableOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandNumberOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandRoleOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandStringOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandUserOptionSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.maxLength(25)),
  ),
});

export const ApplicationCommandSubcommandOptionResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(1),
  name: /* @__PURE__ */ z.string(),
  name_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  description: /* @__PURE__ */ z.string(),
  description_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  required: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  options: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.union([
        /* @__PURE__ */ z.lazy(() => ApplicationCommandAttachmentOptionResponseSchema),
        /* @__PURE__ */ z.lazy(() => ApplicationCommandBooleanOptionResponseSchema),
        /* @__PURE__ */ z.lazy(() => ApplicationCommandChannelOptionResponseSchema),
        /* @__PURE__ */ z.lazy(() => ApplicationCommandIntegerOptionResponseSchema),
        /* @__PURE__ */ z.lazy(() => ApplicationCommandMentionableOptionResponseSchema),
        /* @__PURE__ */ z.lazy(() => ApplicationCommandNumberOptionResponseSchema),
        /* @__PURE__ */ z.lazy(() => ApplicationCommandRoleOptionResponseSchema),
        /* @__PURE__ */ z.lazy(() => ApplicationCommandStringOptionResponseSchema),
        /* @__PURE__ */ z.lazy(() => ApplicationCommandUserOptionResponseSchema),
      ]),
    ),
  ),
});

export const ApplicationCommandTypeSchema = /* @__PURE__ */ z.literal([1, 2, 3, 4]);

export const ApplicationCommandUpdateRequestSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
    ),
  ),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
    ),
  ),
  options: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => ApplicationCommandAttachmentOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandBooleanOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandChannelOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandIntegerOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandMentionableOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandNumberOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandRoleOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandStringOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandSubcommandGroupOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandSubcommandOptionSchema),
          /* @__PURE__ */ z.lazy(() => ApplicationCommandUserOptionSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.maxLength(25)),
  ),
  default_member_permissions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(18014398509481984)),
  ),
  dm_permission: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  contexts: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => InteractionContextTypeSchema))
      .check(/* @__PURE__ */ z.minLength(1)),
  ),
  integration_types: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => ApplicationIntegrationTypeSchema))
      .check(/* @__PURE__ */ z.minLength(1)),
  ),
  handler: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => ApplicationCommandHandlerSchema)),
  type: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => ApplicationCommandTypeSchema)),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const ApplicationCommandUserOptionSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(6),
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
    ),
  ),
  description: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
    ),
  ),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const ApplicationCommandUserOptionResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(6),
  name: /* @__PURE__ */ z.string(),
  name_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  description: /* @__PURE__ */ z.string(),
  description_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  required: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});

export const ApplicationEventWebhooksStatusSchema = /* @__PURE__ */ z.literal([1, 2, 3]);

export const ApplicationExplicitContentFilterTypesSchema = /* @__PURE__ */ z.literal([0, 1]);

export const ApplicationFormPartialSchema = /* @__PURE__ */ zObject({
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ zObject({
      default: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(400)),
      localizations: /* @__PURE__ */ z.nullish(
        /* @__PURE__ */ z.record(
          /* @__PURE__ */ z.string(),
          /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(400)),
        ),
      ),
    }),
  ),
  icon: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  cover_image: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  team_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  flags: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  interactions_endpoint_url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  explicit_content_filter: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => ApplicationExplicitContentFilterTypesSchema),
  ),
  max_participants: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(-1)),
  ),
  type: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => ApplicationTypesSchema)),
  tags: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(20)))
      .check(/* @__PURE__ */ z.maxLength(5)),
  ),
  custom_install_url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  install_params: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => ApplicationOAuth2InstallParamsSchema),
  ),
  role_connections_verification_url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  integration_types_config: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z.nullable(
        /* @__PURE__ */ z.lazy(() => ApplicationIntegrationTypeConfigurationSchema),
      ),
    ),
  ),
  event_webhooks_status: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.literal([1, 2])),
  event_webhooks_url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  event_webhooks_types: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.literal([
        "APPLICATION_AUTHORIZED",
        "APPLICATION_DEAUTHORIZED",
        "ENTITLEMENT_CREATE",
        "ENTITLEMENT_DELETE",
        "ENTITLEMENT_UPDATE",
        "GAME_DIRECT_MESSAGE_CREATE",
        "GAME_DIRECT_MESSAGE_DELETE",
        "GAME_DIRECT_MESSAGE_UPDATE",
        "LOBBY_MESSAGE_CREATE",
        "LOBBY_MESSAGE_DELETE",
        "LOBBY_MESSAGE_UPDATE",
        "QUEST_USER_ENROLLMENT",
      ]),
    ),
  ),
});

export const ApplicationIdentityProviderAuthTypeSchema = /* @__PURE__ */ z.literal([
  "OIDC",
  "EPIC_ONLINE_SERVICES_ACCESS_TOKEN",
  "EPIC_ONLINE_SERVICES_ID_TOKEN",
  "STEAM_SESSION_TICKET",
  "UNITY_SERVICES_ID_TOKEN",
  "DISCORD_BOT_ISSUED_ACCESS_TOKEN",
  "APPLE_ID_TOKEN",
  "PLAYSTATION_NETWORK_ID_TOKEN",
]);

export const ApplicationIncomingWebhookResponseSchema = /* @__PURE__ */ zObject({
  application_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  avatar: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  channel_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  guild_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  type: /* @__PURE__ */ z.literal(3),
  user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
});

export const ApplicationIntegrationTypeSchema = /* @__PURE__ */ z.literal([0, 1]);

export const ApplicationIntegrationTypeConfigurationSchema = /* @__PURE__ */ zObject({
  oauth2_install_params: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => ApplicationOAuth2InstallParamsSchema),
  ),
});

export const ApplicationIntegrationTypeConfigurationResponseSchema = /* @__PURE__ */ zObject({
  oauth2_install_params: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => ApplicationOAuth2InstallParamsResponseSchema),
  ),
});

export const ApplicationOAuth2InstallParamsSchema = /* @__PURE__ */ zObject({
  scopes: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.literal(["applications.commands", "bot"]))
      .check(/* @__PURE__ */ z.minLength(1)),
  ),
  permissions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(18014398509481984)),
  ),
});

export const ApplicationOAuth2InstallParamsResponseSchema = /* @__PURE__ */ zObject({
  scopes: /* @__PURE__ */ z.array(/* @__PURE__ */ z.literal(["applications.commands", "bot"])),
  permissions: /* @__PURE__ */ z.string(),
});

export const ApplicationResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  icon: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.string(),
  type: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => ApplicationTypesSchema)),
  cover_image: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  primary_sku_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  flags: /* @__PURE__ */ z.int32(),
  flags_new: /* @__PURE__ */ z.string(),
  bot: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  slug: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  vibegrations_project_id: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  ),
  guild_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  rpc_origins: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string())),
  bot_public: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  bot_require_code_grant: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  terms_of_service_url: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
  ),
  privacy_policy_url: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
  ),
  custom_install_url: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
  ),
  install_params: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => ApplicationOAuth2InstallParamsResponseSchema),
  ),
  integration_types_config: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z.lazy(() => ApplicationIntegrationTypeConfigurationResponseSchema),
    ),
  ),
  verify_key: /* @__PURE__ */ z.string(),
  max_participants: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
  tags: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string())),
});

export const ApplicationRoleConnectionsMetadataItemRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.lazy(() => MetadataItemTypesSchema),
  key: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(50)),
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z.nullable(
        /* @__PURE__ */ z
          .string()
          .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
      ),
    ),
  ),
  description: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(200)),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z.nullable(
        /* @__PURE__ */ z
          .string()
          .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(200)),
      ),
    ),
  ),
});

export const ApplicationRoleConnectionsMetadataItemResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.lazy(() => MetadataItemTypesSchema),
  key: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  name_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  description: /* @__PURE__ */ z.string(),
  description_localizations: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
});

export const ApplicationTypesSchema = /* @__PURE__ */ z.literal(4);

export const ApplicationUserRoleConnectionResponseSchema = /* @__PURE__ */ zObject({
  platform_name: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  platform_username: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  metadata: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
});

export const AttachmentResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  filename: /* @__PURE__ */ z.string(),
  size: /* @__PURE__ */ z.int32(),
  url: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
  proxy_url: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
  width: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  height: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  duration_secs: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number()),
  waveform: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  content_type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  ephemeral: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  flags: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  placeholder: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  placeholder_version: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  title: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  application: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => ApplicationResponseSchema)),
  clip_created_at: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  clip_participants: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  ),
});

export const AuditLogActionTypesSchema = /* @__PURE__ */ z.literal([
  1, 10, 11, 12, 13, 14, 15, 20, 21, 22, 23, 24, 25, 26, 27, 28, 30, 31, 32, 40, 41, 42, 50, 51, 52,
  60, 61, 62, 72, 73, 74, 75, 80, 81, 82, 83, 84, 85, 90, 91, 92, 100, 101, 102, 110, 111, 112, 121,
  130, 131, 132, 140, 141, 142, 143, 144, 145, 146, 150, 151, 163, 164, 165, 166, 167, 171, 172,
  180, 190, 191, 192, 193, 200, 201, 202, 211,
]);

export const AuditLogEntryResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  action_type: /* @__PURE__ */ z.lazy(() => AuditLogActionTypesSchema),
  user_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  target_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  changes: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => AuditLogObjectChangeResponseSchema)),
  ),
  options: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  reason: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});

export const AuditLogObjectChangeResponseSchema = /* @__PURE__ */ zObject({
  key: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  new_value: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
  old_value: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
});

export const AuthorTypeSchema = /* @__PURE__ */ z.literal([
  "user",
  "bot",
  "webhook",
  "-user",
  "-bot",
  "-webhook",
]);

export const AutomodActionTypeSchema = /* @__PURE__ */ z.literal([1, 2, 3, 4]);

export const AutomodEventTypeSchema = /* @__PURE__ */ z.literal([1, 2]);

export const AutomodKeywordPresetTypeSchema = /* @__PURE__ */ z.literal([1, 2, 3]);

export const AutomodTriggerTypeSchema = /* @__PURE__ */ z.literal([1, 3, 4, 5, 6]);

export const AvailableLocalesEnumSchema = /* @__PURE__ */ z.literal([
  "ar",
  "bg",
  "cs",
  "da",
  "de",
  "el",
  "en-GB",
  "en-US",
  "es-419",
  "es-ES",
  "fi",
  "fr",
  "he",
  "hi",
  "hr",
  "hu",
  "id",
  "it",
  "ja",
  "ko",
  "lt",
  "nl",
  "no",
  "pl",
  "pt-BR",
  "ro",
  "ru",
  "sv-SE",
  "th",
  "tr",
  "uk",
  "vi",
  "zh-CN",
  "zh-TW",
]);

export const BanUserFromGuildRequestSchema = /* @__PURE__ */ zObject({
  delete_message_seconds: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(604800)),
  ),
  delete_message_days: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(7)),
  ),
});

export const BaseCreateMessageCreateRequestSchema = /* @__PURE__ */ zObject({
  content: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(4000)),
  ),
  embeds: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => RichEmbedSchema))
      .check(/* @__PURE__ */ z.maxLength(10)),
  ),
  allowed_mentions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => MessageAllowedMentionsRequestSchema),
  ),
  sticker_ids: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(3)),
  ),
  components: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => ActionRowComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => ContainerComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => FileComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => MediaGalleryComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => SectionComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => SeparatorComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => TextDisplayComponentForMessageRequestSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.maxLength(40)),
  ),
  flags: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  attachments: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => MessageAttachmentRequestSchema))
      .check(/* @__PURE__ */ z.maxLength(10)),
  ),
  poll: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => PollCreateRequestSchema)),
  shared_client_theme: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => CustomClientThemeShareRequestSchema),
  ),
});

export const BasicApplicationResponseWithBotSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  icon: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.string(),
  type: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => ApplicationTypesSchema)),
  cover_image: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  primary_sku_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  flags: /* @__PURE__ */ z.int32(),
  flags_new: /* @__PURE__ */ z.string(),
  bot: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
});

export const BasicGuildMemberResponseSchema = /* @__PURE__ */ zObject({
  avatar: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  avatar_decoration_data: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => UserAvatarDecorationResponseSchema),
  ),
  banner: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  communication_disabled_until: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  flags: /* @__PURE__ */ z.int32(),
  joined_at: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  nick: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  pending: /* @__PURE__ */ z.boolean(),
  premium_since: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  roles: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  collectibles: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => UserCollectiblesResponseSchema),
  ),
});

export const BasicMessageResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.lazy(() => MessageTypeSchema),
  content: /* @__PURE__ */ z.string(),
  mentions: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  mention_roles: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  attachments: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.lazy(() => MessageAttachmentResponseSchema),
  ),
  embeds: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => MessageEmbedResponseSchema)),
  timestamp: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  edited_timestamp: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  flags: /* @__PURE__ */ z.int32(),
  components: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.lazy(() => ActionRowComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => ContainerComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => FileComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => MediaGalleryComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => SectionComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => SeparatorComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => TextDisplayComponentResponseSchema),
    ]),
  ),
  stickers: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.union([
        /* @__PURE__ */ z.lazy(() => GuildStickerResponseSchema),
        /* @__PURE__ */ z.lazy(() => StandardStickerResponseSchema),
      ]),
    ),
  ),
  sticker_items: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => MessageStickerItemResponseSchema)),
  ),
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  channel_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  author: /* @__PURE__ */ z.lazy(() => UserResponseSchema),
  pinned: /* @__PURE__ */ z.boolean(),
  mention_everyone: /* @__PURE__ */ z.boolean(),
  tts: /* @__PURE__ */ z.boolean(),
  call: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => MessageCallResponseSchema)),
  activity: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => MessageActivityResponseSchema)),
  application: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => BasicApplicationResponseWithBotSchema),
  ),
  application_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  interaction: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => MessageInteractionResponseSchema),
  ),
  nonce: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z
        .number()
        .check(
          /* @__PURE__ */ z.minimum(-9223372036854776000),
          /* @__PURE__ */ z.maximum(9223372036854776000),
        ),
      /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(25)),
    ]),
  ),
  webhook_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  message_reference: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => MessageReferenceResponseSchema),
  ),
  thread: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => ThreadResponseSchema)),
  mention_channels: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => MessageMentionChannelResponseSchema)),
  ),
  role_subscription_data: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => MessageRoleSubscriptionDataResponseSchema),
  ),
  purchase_notification: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => PurchaseNotificationResponseSchema),
  ),
  position: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  resolved: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => ResolvedObjectsResponseSchema)),
  poll: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => PollResponseSchema)),
  shared_client_theme: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => CustomClientThemeResponseSchema),
  ),
  interaction_metadata: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.lazy(() => ApplicationCommandInteractionMetadataResponseSchema),
      /* @__PURE__ */ z.lazy(() => MessageComponentInteractionMetadataResponseSchema),
      /* @__PURE__ */ z.lazy(() => ModalSubmitInteractionMetadataResponseSchema),
    ]),
  ),
  message_snapshots: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => MessageSnapshotResponseSchema)),
  ),
  lobby_member: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => MessageLobbyMemberResponseSchema),
  ),
});

export const BlockMessageActionSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(1),
  metadata: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => BlockMessageActionMetadataSchema),
  ),
});

export const BlockMessageActionMetadataSchema = /* @__PURE__ */ zObject({
  custom_message: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(300)),
  ),
});

export const BlockMessageActionMetadataResponseSchema = /* @__PURE__ */ zObject({
  custom_message: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});

export const BlockMessageActionResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(1),
  metadata: /* @__PURE__ */ z.lazy(() => BlockMessageActionMetadataResponseSchema),
});

export const BotAccountPatchRequestSchema = /* @__PURE__ */ zObject({
  username: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(2), /* @__PURE__ */ z.maxLength(32)),
  avatar: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  banner: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});

export const BotAddGuildMemberRequestSchema = /* @__PURE__ */ zObject({
  nick: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(32)),
  ),
  roles: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(250)),
  ),
  mute: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  deaf: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  access_token: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(10240)),
  flags: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
});

export const BulkBanUsersRequestSchema = /* @__PURE__ */ zObject({
  user_ids: /* @__PURE__ */ z
    .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
    .check(/* @__PURE__ */ z.maxLength(200)),
  delete_message_seconds: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(604800)),
  ),
});

export const BulkBanUsersResponseSchema = /* @__PURE__ */ zObject({
  banned_users: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  failed_users: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const BulkLobbyMemberRequestSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  metadata: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(1024)),
    ),
  ),
  flags: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.literal(1)),
  additional_name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(80)),
  ),
  remove_member: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const ButtonComponentForMessageRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(2),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  custom_id: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  ),
  style: /* @__PURE__ */ z.lazy(() => ButtonStyleTypesSchema),
  label: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(80)),
  ),
  disabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(512))
      .check(/* @__PURE__ */ z.url()),
  ),
  sku_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  emoji: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => ComponentEmojiForRequestSchema)),
});

export const ButtonComponentResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(2),
  id: /* @__PURE__ */ z.int32(),
  custom_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  style: /* @__PURE__ */ z.lazy(() => ButtonStyleTypesSchema),
  label: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  disabled: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  emoji: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => ComponentEmojiResponseSchema)),
  url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  sku_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const ButtonStyleTypesSchema = /* @__PURE__ */ z.literal([1, 2, 3, 4, 5, 6]);

export const ByNWeekdaySchema = /* @__PURE__ */ zObject({
  n: /* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(5)),
  day: /* @__PURE__ */ z.lazy(() => RecurrenceRuleWeekdaysSchema),
});

export const ByNWeekdayResponseSchema = /* @__PURE__ */ zObject({
  n: /* @__PURE__ */ z.int32(),
  day: /* @__PURE__ */ z.lazy(() => RecurrenceRuleWeekdaysSchema),
});

export const ChannelFollowerResponseSchema = /* @__PURE__ */ zObject({
  channel_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  webhook_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
});

export const ChannelFollowerWebhookResponseSchema = /* @__PURE__ */ zObject({
  application_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  avatar: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  channel_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  guild_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  type: /* @__PURE__ */ z.literal(2),
  user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  source_guild: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => WebhookSourceGuildResponseSchema),
  ),
  source_channel: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => WebhookSourceChannelResponseSchema),
  ),
});

export const ChannelPermissionOverwriteRequestSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  type: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => ChannelPermissionOverwritesSchema)),
  allow: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  deny: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
});

export const ChannelPermissionOverwriteResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  type: /* @__PURE__ */ z.lazy(() => ChannelPermissionOverwritesSchema),
  allow: /* @__PURE__ */ z.string(),
  deny: /* @__PURE__ */ z.string(),
});

export const ChannelPermissionOverwritesSchema = /* @__PURE__ */ z.literal([0, 1]);

export const ChannelSelectComponentForMessageRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(8),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  custom_id: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  placeholder: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(150)),
  ),
  min_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(25)),
  ),
  max_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(25)),
  ),
  disabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  default_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => ChannelSelectDefaultValueSchema))
      .check(/* @__PURE__ */ z.maxLength(25)),
  ),
  channel_types: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => ChannelTypesSchema)),
  ),
});

export const ChannelSelectComponentForModalRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(8),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  custom_id: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  placeholder: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(150)),
  ),
  min_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(25)),
  ),
  max_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(25)),
  ),
  disabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  default_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => ChannelSelectDefaultValueSchema))
      .check(/* @__PURE__ */ z.maxLength(25)),
  ),
  channel_types: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => ChannelTypesSchema)),
  ),
});

export const ChannelSelectComponentResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(8),
  id: /* @__PURE__ */ z.int32(),
  custom_id: /* @__PURE__ */ z.string(),
  placeholder: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  min_values: /* @__PURE__ */ z.int32(),
  max_values: /* @__PURE__ */ z.int32(),
  disabled: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  channel_types: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => ChannelTypesSchema)),
  ),
  default_values: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => ChannelSelectDefaultValueResponseSchema)),
  ),
});

export const ChannelSelectDefaultValueSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal("channel"),
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
});

export const ChannelSelectDefaultValueResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal("channel"),
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
});

export const ChannelTypesSchema = /* @__PURE__ */ z.literal([
  1, 3, 0, 2, 4, 5, 10, 11, 12, 13, 14, 15,
]);

export const CheckboxComponentForModalRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(23),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  custom_id: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  default: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const CheckboxGroupComponentForModalRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(22),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  custom_id: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  min_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(10)),
  ),
  max_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(10)),
  ),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  options: /* @__PURE__ */ z
    .array(/* @__PURE__ */ z.lazy(() => CheckboxGroupOptionForRequestSchema))
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(10)),
});

export const CheckboxGroupOptionForRequestSchema = /* @__PURE__ */ zObject({
  label: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  value: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
  default: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const CommandPermissionResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  type: /* @__PURE__ */ z.lazy(() => ApplicationCommandPermissionTypeSchema),
  permission: /* @__PURE__ */ z.boolean(),
});

export const CommandPermissionsResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  application_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  permissions: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.lazy(() => CommandPermissionResponseSchema),
  ),
});

export const ComponentEmojiForRequestSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(32)),
});

export const ComponentEmojiResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  name: /* @__PURE__ */ z.string(),
  animated: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});

export const ConnectedAccountGuildResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  icon: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
});

export const ConnectedAccountIntegrationResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.string(),
  type: /* @__PURE__ */ z.lazy(() => IntegrationTypesSchema),
  account: /* @__PURE__ */ z.lazy(() => AccountResponseSchema),
  guild: /* @__PURE__ */ z.lazy(() => ConnectedAccountGuildResponseSchema),
});

export const ConnectedAccountProvidersSchema = /* @__PURE__ */ z.literal([
  "battlenet",
  "bluesky",
  "bungie",
  "ebay",
  "epicgames",
  "facebook",
  "github",
  "instagram",
  "mastodon",
  "leagueoflegends",
  "paypal",
  "playstation",
  "reddit",
  "riotgames",
  "roblox",
  "skype",
  "spotify",
  "steam",
  "tiktok",
  "twitch",
  "twitter",
  "xbox",
  "youtube",
  "domain",
]);

export const ConnectedAccountResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  type: /* @__PURE__ */ z.lazy(() => ConnectedAccountProvidersSchema),
  friend_sync: /* @__PURE__ */ z.boolean(),
  integrations: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.lazy(() => ConnectedAccountIntegrationResponseSchema),
    ),
  ),
  show_activity: /* @__PURE__ */ z.boolean(),
  two_way_link: /* @__PURE__ */ z.boolean(),
  verified: /* @__PURE__ */ z.boolean(),
  visibility: /* @__PURE__ */ z.lazy(() => ConnectedAccountVisibilitySchema),
  revoked: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});

export const ConnectedAccountVisibilitySchema = /* @__PURE__ */ z.literal([0, 1]);

export const ContainerComponentForMessageRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(17),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  accent_color: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(16777215)),
  ),
  components: /* @__PURE__ */ z
    .array(
      /* @__PURE__ */ z.union([
        /* @__PURE__ */ z.lazy(() => ActionRowComponentForMessageRequestSchema),
        /* @__PURE__ */ z.lazy(() => FileComponentForMessageRequestSchema),
        /* @__PURE__ */ z.lazy(() => MediaGalleryComponentForMessageRequestSchema),
        /* @__PURE__ */ z.lazy(() => SectionComponentForMessageRequestSchema),
        /* @__PURE__ */ z.lazy(() => SeparatorComponentForMessageRequestSchema),
        /* @__PURE__ */ z.lazy(() => TextDisplayComponentForMessageRequestSchema),
      ]),
    )
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(40)),
  spoiler: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const ContainerComponentResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(17),
  id: /* @__PURE__ */ z.int32(),
  accent_color: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int32()),
  components: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.lazy(() => ActionRowComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => FileComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => MediaGalleryComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => SectionComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => SeparatorComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => TextDisplayComponentResponseSchema),
    ]),
  ),
  spoiler: /* @__PURE__ */ z.boolean(),
});

export const CreateEntitlementRequestDataSchema = /* @__PURE__ */ zObject({
  sku_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  owner_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  owner_type: /* @__PURE__ */ z.lazy(() => EntitlementOwnerTypesSchema),
});

export const CreateForumThreadRequestSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  auto_archive_duration: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => ThreadAutoArchiveDurationSchema),
  ),
  rate_limit_per_user: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(21600)),
  ),
  applied_tags: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(5)),
  ),
  message: /* @__PURE__ */ z.lazy(() => BaseCreateMessageCreateRequestSchema),
});

export const CreateGroupDMInviteRequestSchema = /* @__PURE__ */ zObject({
  max_age: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(2592000)),
  ),
});

export const CreateGuildChannelRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.literal([0, 2, 4, 5, 13, 14, 15])),
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  position: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0)),
  ),
  topic: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(0), /* @__PURE__ */ z.maxLength(4096)),
  ),
  bitrate: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(8000)),
  ),
  user_limit: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0)),
  ),
  nsfw: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  rate_limit_per_user: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(21600)),
  ),
  parent_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  permission_overwrites: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => ChannelPermissionOverwriteRequestSchema))
      .check(/* @__PURE__ */ z.maxLength(100)),
  ),
  rtc_region: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  video_quality_mode: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => VideoQualityModesSchema),
  ),
  default_auto_archive_duration: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => ThreadAutoArchiveDurationSchema),
  ),
  default_reaction_emoji: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => UpdateDefaultReactionEmojiRequestSchema),
  ),
  default_thread_rate_limit_per_user: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(21600)),
  ),
  default_sort_order: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => ThreadSortOrderSchema),
  ),
  default_forum_layout: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => ForumLayoutSchema)),
  default_tag_setting: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => ThreadSearchTagSettingSchema),
  ),
  available_tags: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.nullable(
          /* @__PURE__ */ z.lazy(() => CreateOrUpdateThreadTagRequestSchema),
        ),
      )
      .check(/* @__PURE__ */ z.maxLength(20)),
  ),
});

export const CreateGuildInviteRequestSchema = /* @__PURE__ */ zObject({
  max_age: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(5184000)),
  ),
  temporary: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  max_uses: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(100)),
  ),
  unique: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  target_user_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  target_application_id: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  ),
  target_type: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.literal([1, 2])),
  role_ids: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
        .check(/* @__PURE__ */ z.maxLength(250)),
      /* @__PURE__ */ z.null(),
    ]),
  ),
  target_user_ids: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
        .check(/* @__PURE__ */ z.maxLength(1000)),
      /* @__PURE__ */ z.null(),
    ]),
  ),
});

export const CreateMessageInteractionCallbackRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal([4, 5]),
  data: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => IncomingWebhookInteractionRequestSchema),
  ),
});

export const CreateMessageInteractionCallbackResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(4),
  message: /* @__PURE__ */ z.lazy(() => MessageResponseSchema),
});

export const CreateOrUpdateThreadTagRequestSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(0), /* @__PURE__ */ z.maxLength(50)),
  emoji_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  emoji_name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
  moderated: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const CreatePrivateChannelRequestSchema = /* @__PURE__ */ zObject({
  recipient_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  access_tokens: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)))
      .check(/* @__PURE__ */ z.maxLength(1521)),
  ),
  nicks: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z.nullable(
        /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
      ),
    ),
  ),
});

export const CreateRoleRequestSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  ),
  permissions: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  color: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(16777215)),
  ),
  colors: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => RoleColorsSchema)),
  hoist: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  mentionable: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  icon: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  unicode_emoji: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
});

export const CreateTextThreadWithMessageRequestSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  auto_archive_duration: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => ThreadAutoArchiveDurationSchema),
  ),
  rate_limit_per_user: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(21600)),
  ),
});

export const CreateTextThreadWithoutMessageRequestSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  auto_archive_duration: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => ThreadAutoArchiveDurationSchema),
  ),
  rate_limit_per_user: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(21600)),
  ),
  type: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.literal([10, 11, 12])),
  invitable: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const CreatedThreadResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  type: /* @__PURE__ */ z.literal([10, 11, 12]),
  last_message_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  flags: /* @__PURE__ */ z.int32(),
  last_pin_timestamp: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  parent_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  rate_limit_per_user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  bitrate: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  user_limit: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  rtc_region: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  video_quality_mode: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => VideoQualityModesSchema),
  ),
  permissions: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  owner_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  thread_metadata: /* @__PURE__ */ z.lazy(() => ThreadMetadataResponseSchema),
  message_count: /* @__PURE__ */ z.int32(),
  member_count: /* @__PURE__ */ z.int32(),
  total_message_sent: /* @__PURE__ */ z.int32(),
  applied_tags: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  ),
  member: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => ThreadMemberResponseSchema)),
});

export const CustomClientThemeResponseSchema = /* @__PURE__ */ zObject({
  colors: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
  gradient_angle: /* @__PURE__ */ z.int32(),
  base_mix: /* @__PURE__ */ z.int32(),
  base_theme: /* @__PURE__ */ z.lazy(() => MessageShareCustomUserThemeBaseThemeSchema),
});

export const CustomClientThemeShareRequestSchema = /* @__PURE__ */ zObject({
  colors: /* @__PURE__ */ z
    .array(
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(6), /* @__PURE__ */ z.maxLength(6)),
    )
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(5)),
  gradient_angle: /* @__PURE__ */ z
    .int32()
    .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(360)),
  base_mix: /* @__PURE__ */ z
    .int32()
    .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(100)),
  base_theme: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => MessageShareCustomUserThemeBaseThemeSchema),
  ),
});

export const DefaultKeywordListTriggerMetadataSchema = /* @__PURE__ */ zObject({
  allow_list: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z
          .string()
          .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(60)),
      )
      .check(/* @__PURE__ */ z.maxLength(1000)),
  ),
  presets: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => AutomodKeywordPresetTypeSchema)),
  ),
});

export const DefaultKeywordListTriggerMetadataResponseSchema = /* @__PURE__ */ zObject({
  allow_list: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
  presets: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => AutomodKeywordPresetTypeSchema)),
});

export const DefaultKeywordListUpsertRequestSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  event_type: /* @__PURE__ */ z.lazy(() => AutomodEventTypeSchema),
  actions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => BlockMessageActionSchema),
          /* @__PURE__ */ z.lazy(() => FlagToChannelActionSchema),
          /* @__PURE__ */ z.lazy(() => QuarantineUserActionSchema),
          /* @__PURE__ */ z.lazy(() => UserCommunicationDisabledActionSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(5)),
  ),
  enabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  exempt_roles: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(20)),
  ),
  exempt_channels: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(50)),
  ),
  trigger_type: /* @__PURE__ */ z.literal(4),
  trigger_metadata: /* @__PURE__ */ z.lazy(() => DefaultKeywordListTriggerMetadataSchema),
});

export const DefaultKeywordListUpsertRequestPartialSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
  event_type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => AutomodEventTypeSchema)),
  actions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => BlockMessageActionSchema),
          /* @__PURE__ */ z.lazy(() => FlagToChannelActionSchema),
          /* @__PURE__ */ z.lazy(() => QuarantineUserActionSchema),
          /* @__PURE__ */ z.lazy(() => UserCommunicationDisabledActionSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(5)),
  ),
  enabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  exempt_roles: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(20)),
  ),
  exempt_channels: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(50)),
  ),
  trigger_type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.literal(4)),
  trigger_metadata: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => DefaultKeywordListTriggerMetadataSchema),
  ),
});

export const DefaultKeywordRuleResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  creator_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  event_type: /* @__PURE__ */ z.lazy(() => AutomodEventTypeSchema),
  actions: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.lazy(() => BlockMessageActionResponseSchema),
      /* @__PURE__ */ z.lazy(() => FlagToChannelActionResponseSchema),
      /* @__PURE__ */ z.lazy(() => QuarantineUserActionResponseSchema),
      /* @__PURE__ */ z.lazy(() => UserCommunicationDisabledActionResponseSchema),
    ]),
  ),
  trigger_type: /* @__PURE__ */ z.literal(4),
  enabled: /* @__PURE__ */ z.boolean(),
  exempt_roles: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  exempt_channels: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  trigger_metadata: /* @__PURE__ */ z.lazy(() => DefaultKeywordListTriggerMetadataResponseSchema),
});

export const DefaultReactionEmojiResponseSchema = /* @__PURE__ */ zObject({
  emoji_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  emoji_name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
});

export const DiscordIntegrationResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal("discord"),
  name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  account: /* @__PURE__ */ z.lazy(() => AccountResponseSchema),
  enabled: /* @__PURE__ */ z.boolean(),
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  application: /* @__PURE__ */ z.lazy(() => IntegrationApplicationResponseSchema),
  scopes: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.literal(["applications.commands", "bot", "webhook.incoming"]),
  ),
  user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
});

export const EmbeddedActivityInstanceSchema = /* @__PURE__ */ zObject({
  application_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  instance_id: /* @__PURE__ */ z.string(),
  launch_id: /* @__PURE__ */ z.string(),
  location: /* @__PURE__ */ z.union([
    /* @__PURE__ */ z.lazy(() => GuildChannelLocationSchema),
    /* @__PURE__ */ z.lazy(() => PrivateChannelLocationSchema),
  ]),
  users: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const EmbeddedActivityLocationKindSchema = /* @__PURE__ */ z.literal(["gc", "pc", "party"]);

export const EmojiResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  roles: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  require_colons: /* @__PURE__ */ z.boolean(),
  managed: /* @__PURE__ */ z.boolean(),
  animated: /* @__PURE__ */ z.boolean(),
  available: /* @__PURE__ */ z.boolean(),
});

export const EntitlementOwnerTypesSchema = /* @__PURE__ */ z.literal([1, 2]);

export const EntitlementResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  sku_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  application_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  user_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  guild_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  deleted: /* @__PURE__ */ z.boolean(),
  starts_at: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  ends_at: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  type: /* @__PURE__ */ z.lazy(() => EntitlementTypesSchema),
  fulfilled_at: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  fulfillment_status: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => EntitlementTenantFulfillmentStatusResponseSchema),
  ),
  consumed: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  gifter_user_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  parent_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const EntitlementTenantFulfillmentStatusResponseSchema = /* @__PURE__ */ z.literal([
  0, 1, 2, 3, 4, 5, 6, 7,
]);

export const EntitlementTypesSchema = /* @__PURE__ */ z.literal([8, 10]);

export const EntityMetadataExternalSchema = /* @__PURE__ */ zObject({
  location: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
});

export const EntityMetadataExternalResponseSchema = /* @__PURE__ */ zObject({
  location: /* @__PURE__ */ z.string(),
});

export const EntityMetadataStageInstanceSchema = /* @__PURE__ */ zObject({});

export const EntityMetadataStageInstanceResponseSchema = /* @__PURE__ */ zObject({});

export const EntityMetadataVoiceSchema = /* @__PURE__ */ zObject({});

export const EntityMetadataVoiceResponseSchema = /* @__PURE__ */ zObject({});

export const ExternalConnectionIntegrationResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(["twitch", "youtube"]),
  name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  account: /* @__PURE__ */ z.lazy(() => AccountResponseSchema),
  enabled: /* @__PURE__ */ z.boolean(),
  id: /* @__PURE__ */ z.string(),
  user: /* @__PURE__ */ z.lazy(() => UserResponseSchema),
  revoked: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  expire_behavior: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => IntegrationExpireBehaviorTypesSchema),
  ),
  expire_grace_period: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => IntegrationExpireGracePeriodTypesSchema),
  ),
  subscriber_count: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  synced_at: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  role_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  syncing: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  enable_emoticons: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});

export const ExternalScheduledEventCreateRequestSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(1000)),
  ),
  image: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  scheduled_start_time: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  scheduled_end_time: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  privacy_level: /* @__PURE__ */ z.lazy(() => GuildScheduledEventPrivacyLevelsSchema),
  entity_type: /* @__PURE__ */ z.literal(3),
  channel_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  recurrence_rule: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => RecurrenceRuleSchema)),
  entity_metadata: /* @__PURE__ */ z.lazy(() => EntityMetadataExternalSchema),
});

export const ExternalScheduledEventPatchRequestPartialSchema = /* @__PURE__ */ zObject({
  status: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => GuildScheduledEventStatusesSchema),
  ),
  name: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(1000)),
  ),
  image: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  scheduled_start_time: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  scheduled_end_time: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  entity_type: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.literal(3)),
  privacy_level: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => GuildScheduledEventPrivacyLevelsSchema),
  ),
  channel_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  recurrence_rule: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => RecurrenceRuleSchema)),
  entity_metadata: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => EntityMetadataExternalSchema),
  ),
});

export const ExternalScheduledEventResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  channel_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  creator_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  creator: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  image: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  scheduled_start_time: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  scheduled_end_time: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  status: /* @__PURE__ */ z.lazy(() => GuildScheduledEventStatusesSchema),
  entity_type: /* @__PURE__ */ z.literal(3),
  entity_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  recurrence_rule: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => RecurrenceRuleResponseSchema),
  ),
  user_count: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  privacy_level: /* @__PURE__ */ z.lazy(() => GuildScheduledEventPrivacyLevelsSchema),
  user_rsvp: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => ScheduledEventUserResponseSchema),
  ),
  guild_scheduled_event_exceptions: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.lazy(() => GuildScheduledEventExceptionResponseSchema),
  ),
  entity_metadata: /* @__PURE__ */ z.lazy(() => EntityMetadataExternalResponseSchema),
});

export const FileComponentForMessageRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(13),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  spoiler: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  file: /* @__PURE__ */ z.lazy(() => UnfurledMediaRequestWithAttachmentReferenceRequiredSchema),
});

export const FileComponentResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(13),
  id: /* @__PURE__ */ z.int32(),
  file: /* @__PURE__ */ z.lazy(() => UnfurledMediaResponseSchema),
  name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  size: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int32()),
  spoiler: /* @__PURE__ */ z.boolean(),
});

export const FileUploadComponentForModalRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(19),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  custom_id: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  min_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(10)),
  ),
  max_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(10)),
  ),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  file_types: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z
          .string()
          .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(16)),
      )
      .check(/* @__PURE__ */ z.maxLength(10)),
  ),
});

export const FlagToChannelActionSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(2),
  metadata: /* @__PURE__ */ z.lazy(() => FlagToChannelActionMetadataSchema),
});

export const FlagToChannelActionMetadataSchema = /* @__PURE__ */ zObject({
  channel_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
});

export const FlagToChannelActionMetadataResponseSchema = /* @__PURE__ */ zObject({
  channel_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
});

export const FlagToChannelActionResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(2),
  metadata: /* @__PURE__ */ z.lazy(() => FlagToChannelActionMetadataResponseSchema),
});

export const ForumLayoutSchema = /* @__PURE__ */ z.literal([0, 1, 2]);

export const ForumTagResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  moderated: /* @__PURE__ */ z.boolean(),
  emoji_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  emoji_name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
});

export const FriendInviteResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(2),
  code: /* @__PURE__ */ z.string(),
  inviter: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  max_age: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  created_at: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  expires_at: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  friends_count: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  channel: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => InviteChannelResponseSchema)),
  is_contact: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  uses: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  max_uses: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  flags: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
});

export const GatewayBotResponseSchema = /* @__PURE__ */ zObject({
  url: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
  session_start_limit: /* @__PURE__ */ z.lazy(() => GatewayBotSessionStartLimitResponseSchema),
  shards: /* @__PURE__ */ z.int32(),
});

export const GatewayBotSessionStartLimitResponseSchema = /* @__PURE__ */ zObject({
  max_concurrency: /* @__PURE__ */ z.int32(),
  remaining: /* @__PURE__ */ z.int32(),
  reset_after: /* @__PURE__ */ z.int32(),
  total: /* @__PURE__ */ z.int32(),
});

export const GatewayResponseSchema = /* @__PURE__ */ zObject({
  url: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
});

export const GithubAuthorSchema = /* @__PURE__ */ zObject({
  username: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
});

export const GithubCheckAppSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
});

export const GithubCheckPullRequestSchema = /* @__PURE__ */ zObject({
  number: /* @__PURE__ */ z.number(),
});

export const GithubCheckRunSchema = /* @__PURE__ */ zObject({
  conclusion: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  html_url: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.maxLength(2048))
    .check(/* @__PURE__ */ z.url()),
  check_suite: /* @__PURE__ */ z.lazy(() => GithubCheckSuiteSchema),
  details_url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  output: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => GithubCheckRunOutputSchema)),
  pull_requests: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => GithubCheckPullRequestSchema))
      .check(/* @__PURE__ */ z.maxLength(1521)),
  ),
});

export const GithubCheckRunOutputSchema = /* @__PURE__ */ zObject({
  title: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  summary: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
});

export const GithubCheckSuiteSchema = /* @__PURE__ */ zObject({
  conclusion: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  head_branch: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  head_sha: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  pull_requests: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => GithubCheckPullRequestSchema))
      .check(/* @__PURE__ */ z.maxLength(1521)),
  ),
  app: /* @__PURE__ */ z.lazy(() => GithubCheckAppSchema),
});

export const GithubCommentSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.number(),
  html_url: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.maxLength(2048))
    .check(/* @__PURE__ */ z.url()),
  user: /* @__PURE__ */ z.lazy(() => GithubUserSchema),
  commit_id: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  body: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
});

export const GithubCommitSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  url: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.maxLength(2048))
    .check(/* @__PURE__ */ z.url()),
  message: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  author: /* @__PURE__ */ z.lazy(() => GithubAuthorSchema),
});

export const GithubDiscussionSchema = /* @__PURE__ */ zObject({
  title: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  number: /* @__PURE__ */ z.number(),
  html_url: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.maxLength(2048))
    .check(/* @__PURE__ */ z.url()),
  answer_html_url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  body: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  user: /* @__PURE__ */ z.lazy(() => GithubUserSchema),
});

export const GithubIssueSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.number(),
  number: /* @__PURE__ */ z.number(),
  html_url: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.maxLength(2048))
    .check(/* @__PURE__ */ z.url()),
  user: /* @__PURE__ */ z.lazy(() => GithubUserSchema),
  title: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  body: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  pull_request: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
});

export const GithubReleaseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.number(),
  tag_name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  html_url: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.maxLength(2048))
    .check(/* @__PURE__ */ z.url()),
  author: /* @__PURE__ */ z.lazy(() => GithubUserSchema),
});

export const GithubRepositorySchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.number(),
  html_url: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.maxLength(2048))
    .check(/* @__PURE__ */ z.url()),
  name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  full_name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
});

export const GithubReviewSchema = /* @__PURE__ */ zObject({
  user: /* @__PURE__ */ z.lazy(() => GithubUserSchema),
  body: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  html_url: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.maxLength(2048))
    .check(/* @__PURE__ */ z.url()),
  state: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
});

export const GithubUserSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.number(),
  login: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  html_url: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.maxLength(2048))
    .check(/* @__PURE__ */ z.url()),
  avatar_url: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.maxLength(2048))
    .check(/* @__PURE__ */ z.url()),
});

export const GithubWebhookSchema = /* @__PURE__ */ zObject({
  action: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  ref: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  ref_type: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  comment: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => GithubCommentSchema)),
  issue: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => GithubIssueSchema)),
  pull_request: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => GithubIssueSchema)),
  repository: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => GithubRepositorySchema)),
  forkee: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => GithubRepositorySchema)),
  sender: /* @__PURE__ */ z.lazy(() => GithubUserSchema),
  member: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => GithubUserSchema)),
  release: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => GithubReleaseSchema)),
  head_commit: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => GithubCommitSchema)),
  commits: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => GithubCommitSchema))
      .check(/* @__PURE__ */ z.maxLength(1521)),
  ),
  forced: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  compare: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  review: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => GithubReviewSchema)),
  check_run: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => GithubCheckRunSchema)),
  check_suite: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => GithubCheckSuiteSchema)),
  discussion: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => GithubDiscussionSchema)),
  answer: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => GithubCommentSchema)),
});

export const GroupDMInviteResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(1),
  code: /* @__PURE__ */ z.string(),
  inviter: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  max_age: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  created_at: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  expires_at: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  channel: /* @__PURE__ */ z.lazy(() => InviteChannelResponseSchema),
  approximate_member_count: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
});

export const GuildAuditLogResponseSchema = /* @__PURE__ */ zObject({
  audit_log_entries: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.lazy(() => AuditLogEntryResponseSchema),
  ),
  users: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  integrations: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.lazy(() => PartialDiscordIntegrationResponseSchema),
      /* @__PURE__ */ z.lazy(() => PartialExternalConnectionIntegrationResponseSchema),
      /* @__PURE__ */ z.lazy(() => PartialGuildSubscriptionIntegrationResponseSchema),
    ]),
  ),
  webhooks: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.lazy(() => ApplicationIncomingWebhookResponseSchema),
      /* @__PURE__ */ z.lazy(() => ChannelFollowerWebhookResponseSchema),
      /* @__PURE__ */ z.lazy(() => GuildIncomingWebhookResponseSchema),
    ]),
  ),
  guild_scheduled_events: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.lazy(() => ExternalScheduledEventResponseSchema),
      /* @__PURE__ */ z.lazy(() => StageScheduledEventResponseSchema),
      /* @__PURE__ */ z.lazy(() => VoiceScheduledEventResponseSchema),
    ]),
  ),
  threads: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => ThreadResponseSchema)),
  application_commands: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.lazy(() => ApplicationCommandResponseSchema),
  ),
  auto_moderation_rules: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.lazy(() => DefaultKeywordRuleResponseSchema),
      /* @__PURE__ */ z.lazy(() => KeywordRuleResponseSchema),
      /* @__PURE__ */ z.lazy(() => MLSpamRuleResponseSchema),
      /* @__PURE__ */ z.lazy(() => MentionSpamRuleResponseSchema),
      /* @__PURE__ */ z.lazy(() => UserProfileRuleResponseSchema),
      /* @__PURE__ */ z.null(),
    ]),
  ),
});

export const GuildBanResponseSchema = /* @__PURE__ */ zObject({
  user: /* @__PURE__ */ z.lazy(() => UserResponseSchema),
  reason: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
});

export const GuildChannelLocationSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.string(),
  kind: /* @__PURE__ */ z.literal("gc"),
  channel_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
});

export const GuildChannelResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  type: /* @__PURE__ */ z.literal([0, 2, 4, 5, 13, 14, 15]),
  last_message_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  flags: /* @__PURE__ */ z.int32(),
  last_pin_timestamp: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  parent_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  rate_limit_per_user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  bitrate: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  user_limit: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  rtc_region: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  video_quality_mode: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => VideoQualityModesSchema),
  ),
  permissions: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  topic: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  default_auto_archive_duration: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => ThreadAutoArchiveDurationSchema),
  ),
  default_thread_rate_limit_per_user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  position: /* @__PURE__ */ z.int32(),
  permission_overwrites: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => ChannelPermissionOverwriteResponseSchema)),
  ),
  nsfw: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  available_tags: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => ForumTagResponseSchema)),
  ),
  default_reaction_emoji: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => DefaultReactionEmojiResponseSchema),
  ),
  default_sort_order: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => ThreadSortOrderSchema),
  ),
  default_forum_layout: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => ForumLayoutSchema)),
  default_tag_setting: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => ThreadSearchTagSettingSchema),
  ),
});

export const GuildExplicitContentFilterTypesSchema = /* @__PURE__ */ z.literal([0, 1, 2]);

export const GuildFeaturesSchema = /* @__PURE__ */ z.literal([
  "ANIMATED_BANNER",
  "ANIMATED_ICON",
  "APPLICATION_COMMAND_PERMISSIONS_V2",
  "AUTO_MODERATION",
  "BANNER",
  "COMMUNITY",
  "CREATOR_MONETIZABLE_PROVISIONAL",
  "CREATOR_STORE_PAGE",
  "DEVELOPER_SUPPORT_SERVER",
  "DISCOVERABLE",
  "FEATURABLE",
  "INVITES_DISABLED",
  "INVITE_SPLASH",
  "MEMBER_VERIFICATION_GATE_ENABLED",
  "MORE_STICKERS",
  "NEWS",
  "PARTNERED",
  "PREVIEW_ENABLED",
  "RAID_ALERTS_DISABLED",
  "PRUNE_REQUIRES_ADMIN",
  "ROLE_ICONS",
  "ROLE_SUBSCRIPTIONS_AVAILABLE_FOR_PURCHASE",
  "ROLE_SUBSCRIPTIONS_ENABLED",
  "TICKETED_EVENTS_ENABLED",
  "VANITY_URL",
  "VERIFIED",
  "VIP_REGIONS",
  "WELCOME_SCREEN_ENABLED",
  "OFFICIAL_GAME_GUILD",
]);

export const GuildHomeSettingsResponseSchema = /* @__PURE__ */ zObject({
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  enabled: /* @__PURE__ */ z.boolean(),
  welcome_message: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => WelcomeMessageResponseSchema),
  ),
  new_member_actions: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.lazy(() => NewMemberActionResponseSchema),
  ),
  resource_channels: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.lazy(() => ResourceChannelResponseSchema),
  ),
});

export const GuildIncidentActionsRequestSchema = /* @__PURE__ */ zObject({
  invites_disabled_until: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  dms_disabled_until: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
});

export const GuildIncidentsDataResponseSchema = /* @__PURE__ */ zObject({
  invites_disabled_until: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  dms_disabled_until: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
});

export const GuildIncomingWebhookResponseSchema = /* @__PURE__ */ zObject({
  application_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  avatar: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  channel_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  guild_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  type: /* @__PURE__ */ z.literal(1),
  user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  token: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  url: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url())),
});

export const GuildInviteResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(0),
  code: /* @__PURE__ */ z.string(),
  inviter: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  max_age: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  created_at: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  expires_at: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  is_contact: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  flags: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  guild: /* @__PURE__ */ z.lazy(() => InviteGuildResponseSchema),
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  channel: /* @__PURE__ */ z.lazy(() => InviteChannelResponseSchema),
  target_type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => InviteTargetTypesSchema)),
  target_user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  target_application: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => InviteApplicationResponseSchema),
  ),
  guild_scheduled_event: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => ScheduledEventResponseSchema),
  ),
  target_channel_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  target_message_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  uses: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  max_uses: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  temporary: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  approximate_member_count: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
  approximate_presence_count: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
  is_nickname_changeable: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  roles: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => InviteGuildRoleResponseSchema)),
  ),
});

export const GuildJoinRequestApplicationStatusSchema = /* @__PURE__ */ z.literal([
  "STARTED",
  "SUBMITTED",
  "REJECTED",
  "APPROVED",
]);

export const GuildJoinRequestResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  created_at: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  reviewed_at: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  application_status: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => GuildJoinRequestApplicationStatusSchema),
  ),
  rejection_reason: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  user_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  user: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  form_responses: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.union([
        /* @__PURE__ */ z.lazy(() => MultipleChoiceFormFieldResponseSchema),
        /* @__PURE__ */ z.lazy(() => ParagraphFormFieldResponseSchema),
        /* @__PURE__ */ z.lazy(() => TermsFormFieldResponseSchema),
        /* @__PURE__ */ z.lazy(() => TextInputFormFieldResponseSchema),
      ]),
    ),
  ),
  actioned_by_user: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
});

export const GuildJoinRequestsListResponseSchema = /* @__PURE__ */ zObject({
  total: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  guild_join_requests: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => GuildJoinRequestResponseSchema)),
  ),
});

export const GuildMFALevelSchema = /* @__PURE__ */ z.literal([0, 1]);

export const GuildMemberResponseSchema = /* @__PURE__ */ zObject({
  avatar: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  avatar_decoration_data: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => UserAvatarDecorationResponseSchema),
  ),
  banner: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  communication_disabled_until: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  flags: /* @__PURE__ */ z.int32(),
  joined_at: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  nick: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  pending: /* @__PURE__ */ z.boolean(),
  premium_since: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  roles: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  collectibles: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => UserCollectiblesResponseSchema),
  ),
  user: /* @__PURE__ */ z.lazy(() => UserResponseSchema),
  mute: /* @__PURE__ */ z.boolean(),
  deaf: /* @__PURE__ */ z.boolean(),
});

export const GuildMemberVerificationFormFieldTypeSchema = /* @__PURE__ */ z.literal([
  "TERMS",
  "TEXT_INPUT",
  "PARAGRAPH",
  "MULTIPLE_CHOICE",
]);

export const GuildNSFWContentLevelSchema = /* @__PURE__ */ z.literal([0, 1, 2, 3]);

export const GuildOnboardingModeSchema = /* @__PURE__ */ z.literal([0, 1]);

export const GuildOnboardingResponseSchema = /* @__PURE__ */ zObject({
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  prompts: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => OnboardingPromptResponseSchema)),
  default_channel_ids: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  enabled: /* @__PURE__ */ z.boolean(),
  mode: /* @__PURE__ */ z.lazy(() => GuildOnboardingModeSchema),
});

export const GuildPatchRequestPartialSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(2), /* @__PURE__ */ z.maxLength(100)),
  ),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(0), /* @__PURE__ */ z.maxLength(300)),
  ),
  region: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  icon: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  verification_level: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => VerificationLevelsSchema),
  ),
  default_message_notifications: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => UserNotificationSettingsSchema),
  ),
  explicit_content_filter: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => GuildExplicitContentFilterTypesSchema),
  ),
  preferred_locale: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => AvailableLocalesEnumSchema),
  ),
  afk_timeout: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => AfkTimeoutsSchema)),
  afk_channel_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  system_channel_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  splash: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  banner: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  system_channel_flags: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  features: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.nullable(
          /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
        ),
      )
      .check(/* @__PURE__ */ z.maxLength(1521)),
  ),
  discovery_splash: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  home_header: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  rules_channel_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  safety_alerts_channel_id: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  ),
  public_updates_channel_id: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  ),
  premium_progress_bar_enabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const GuildPreviewResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  icon: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  home_header: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  splash: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  discovery_splash: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  features: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => GuildFeaturesSchema)),
  approximate_member_count: /* @__PURE__ */ z.int32(),
  approximate_presence_count: /* @__PURE__ */ z.int32(),
  emojis: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => EmojiResponseSchema)),
  stickers: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => GuildStickerResponseSchema)),
});

export const GuildProductPurchaseResponseSchema = /* @__PURE__ */ zObject({
  listing_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  product_name: /* @__PURE__ */ z.string(),
});

export const GuildPruneResponseSchema = /* @__PURE__ */ zObject({
  pruned: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int32()),
});

export const GuildResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  icon: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  home_header: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  splash: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  discovery_splash: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  features: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => GuildFeaturesSchema)),
  banner: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  owner_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  application_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  region: /* @__PURE__ */ z.string(),
  afk_channel_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  afk_timeout: /* @__PURE__ */ z.lazy(() => AfkTimeoutsSchema),
  system_channel_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  system_channel_flags: /* @__PURE__ */ z.int32(),
  widget_enabled: /* @__PURE__ */ z.boolean(),
  widget_channel_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  verification_level: /* @__PURE__ */ z.lazy(() => VerificationLevelsSchema),
  roles: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => GuildRoleResponseSchema)),
  default_message_notifications: /* @__PURE__ */ z.lazy(() => UserNotificationSettingsSchema),
  mfa_level: /* @__PURE__ */ z.lazy(() => GuildMFALevelSchema),
  explicit_content_filter: /* @__PURE__ */ z.lazy(() => GuildExplicitContentFilterTypesSchema),
  max_presences: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int32()),
  max_members: /* @__PURE__ */ z.int32(),
  max_stage_video_channel_users: /* @__PURE__ */ z.int32(),
  max_video_channel_users: /* @__PURE__ */ z.int32(),
  vanity_url_code: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  premium_tier: /* @__PURE__ */ z.lazy(() => PremiumGuildTiersSchema),
  premium_subscription_count: /* @__PURE__ */ z.int32(),
  preferred_locale: /* @__PURE__ */ z.lazy(() => AvailableLocalesEnumSchema),
  rules_channel_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  safety_alerts_channel_id: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  ),
  public_updates_channel_id: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  ),
  premium_progress_bar_enabled: /* @__PURE__ */ z.boolean(),
  premium_progress_bar_enabled_user_updated_at: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  nsfw: /* @__PURE__ */ z.boolean(),
  nsfw_level: /* @__PURE__ */ z.lazy(() => GuildNSFWContentLevelSchema),
  emojis: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => EmojiResponseSchema)),
  stickers: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => GuildStickerResponseSchema)),
  incidents_data: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => GuildIncidentsDataResponseSchema),
  ),
});

export const GuildRoleColorsResponseSchema = /* @__PURE__ */ zObject({
  primary_color: /* @__PURE__ */ z.int32(),
  secondary_color: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int32()),
  tertiary_color: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int32()),
});

export const GuildRoleResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  permissions: /* @__PURE__ */ z.string(),
  position: /* @__PURE__ */ z.int32(),
  color: /* @__PURE__ */ z.int32(),
  colors: /* @__PURE__ */ z.lazy(() => GuildRoleColorsResponseSchema),
  hoist: /* @__PURE__ */ z.boolean(),
  managed: /* @__PURE__ */ z.boolean(),
  mentionable: /* @__PURE__ */ z.boolean(),
  icon: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  unicode_emoji: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  tags: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => GuildRoleTagsResponseSchema)),
  flags: /* @__PURE__ */ z.int32(),
});

export const GuildRoleTagsResponseSchema = /* @__PURE__ */ zObject({
  premium_subscriber: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.null()),
  bot_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  integration_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  subscription_listing_id: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  ),
  available_for_purchase: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.null()),
  guild_connections: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.null()),
});

export const GuildScheduledEventEntityTypesSchema = /* @__PURE__ */ z.literal([0, 1, 2, 3]);

export const GuildScheduledEventExceptionCreateRequestSchema = /* @__PURE__ */ zObject({
  scheduled_start_time: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  scheduled_end_time: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  original_scheduled_start_time: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  is_canceled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const GuildScheduledEventExceptionPatchRequestPartialSchema = /* @__PURE__ */ zObject({
  scheduled_start_time: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  scheduled_end_time: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  is_canceled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const GuildScheduledEventExceptionResponseSchema = /* @__PURE__ */ zObject({
  event_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  event_exception_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  scheduled_start_time: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  scheduled_end_time: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  is_canceled: /* @__PURE__ */ z.boolean(),
});

export const GuildScheduledEventPrivacyLevelsSchema = /* @__PURE__ */ z.literal(2);

export const GuildScheduledEventStatusesSchema = /* @__PURE__ */ z.literal([1, 2, 3, 4]);

export const GuildScheduledEventUserResponsesSchema = /* @__PURE__ */ z.literal([0, 1]);

export const GuildSearchResponseSchema = /* @__PURE__ */ zObject({
  messages: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SearchMessageResponseSchema)),
  ),
  doing_deep_historical_index: /* @__PURE__ */ z.boolean(),
  total_results: /* @__PURE__ */ z.int32(),
  threads: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => ThreadResponseSchema)),
  ),
  members: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => ThreadMemberResponseSchema)),
  ),
  documents_indexed: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
});

export const GuildStickerResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  tags: /* @__PURE__ */ z.string(),
  type: /* @__PURE__ */ z.literal(2),
  format_type: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => StickerFormatTypesSchema)),
  description: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  available: /* @__PURE__ */ z.boolean(),
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
});

export const GuildSubscriptionIntegrationResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal("guild_subscription"),
  name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  account: /* @__PURE__ */ z.lazy(() => AccountResponseSchema),
  enabled: /* @__PURE__ */ z.boolean(),
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
});

export const GuildTemplateChannelResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int32()),
  type: /* @__PURE__ */ z.literal([0, 2, 4, 15]),
  name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  position: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int32()),
  topic: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  bitrate: /* @__PURE__ */ z.int32(),
  user_limit: /* @__PURE__ */ z.int32(),
  nsfw: /* @__PURE__ */ z.boolean(),
  rate_limit_per_user: /* @__PURE__ */ z.int32(),
  parent_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  default_auto_archive_duration: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => ThreadAutoArchiveDurationSchema),
  ),
  permission_overwrites: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.lazy(() => ChannelPermissionOverwriteResponseSchema),
  ),
  available_tags: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => GuildTemplateChannelTagsSchema)),
  ),
  template: /* @__PURE__ */ z.string(),
  default_reaction_emoji: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => DefaultReactionEmojiResponseSchema),
  ),
  default_thread_rate_limit_per_user: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int32()),
  default_sort_order: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => ThreadSortOrderSchema),
  ),
  default_forum_layout: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => ForumLayoutSchema)),
  default_tag_setting: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => ThreadSearchTagSettingSchema),
  ),
  theme_color: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int32()),
});

export const GuildTemplateChannelTagsSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int32()),
  name: /* @__PURE__ */ z.string(),
  emoji_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  emoji_name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  moderated: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.boolean()),
});

export const GuildTemplateResponseSchema = /* @__PURE__ */ zObject({
  code: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  usage_count: /* @__PURE__ */ z.int32(),
  creator_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  creator: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  created_at: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  updated_at: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  source_guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  serialized_source_guild: /* @__PURE__ */ z.lazy(() => GuildTemplateSnapshotResponseSchema),
  is_dirty: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.boolean()),
});

export const GuildTemplateRoleColorsResponseSchema = /* @__PURE__ */ zObject({
  primary_color: /* @__PURE__ */ z.int32(),
  secondary_color: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int32()),
  tertiary_color: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int32()),
});

export const GuildTemplateRoleResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.int32(),
  name: /* @__PURE__ */ z.string(),
  permissions: /* @__PURE__ */ z.string(),
  color: /* @__PURE__ */ z.int32(),
  colors: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => GuildTemplateRoleColorsResponseSchema),
  ),
  hoist: /* @__PURE__ */ z.boolean(),
  mentionable: /* @__PURE__ */ z.boolean(),
  icon: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  unicode_emoji: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
});

export const GuildTemplateSnapshotResponseSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  region: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  verification_level: /* @__PURE__ */ z.lazy(() => VerificationLevelsSchema),
  default_message_notifications: /* @__PURE__ */ z.lazy(() => UserNotificationSettingsSchema),
  explicit_content_filter: /* @__PURE__ */ z.lazy(() => GuildExplicitContentFilterTypesSchema),
  preferred_locale: /* @__PURE__ */ z.lazy(() => AvailableLocalesEnumSchema),
  afk_channel_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  afk_timeout: /* @__PURE__ */ z.lazy(() => AfkTimeoutsSchema),
  system_channel_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  system_channel_flags: /* @__PURE__ */ z.int32(),
  roles: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => GuildTemplateRoleResponseSchema)),
  channels: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.lazy(() => GuildTemplateChannelResponseSchema),
  ),
});

export const GuildWelcomeChannelSchema = /* @__PURE__ */ zObject({
  channel_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  description: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(50)),
  emoji_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  emoji_name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
});

export const GuildWelcomeScreenChannelResponseSchema = /* @__PURE__ */ zObject({
  channel_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  description: /* @__PURE__ */ z.string(),
  emoji_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  emoji_name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
});

export const GuildWelcomeScreenResponseSchema = /* @__PURE__ */ zObject({
  description: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  welcome_channels: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.lazy(() => GuildWelcomeScreenChannelResponseSchema),
  ),
});

export const GuildWithCountsResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  icon: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  home_header: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  splash: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  discovery_splash: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  features: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => GuildFeaturesSchema)),
  banner: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  owner_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  application_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  region: /* @__PURE__ */ z.string(),
  afk_channel_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  afk_timeout: /* @__PURE__ */ z.lazy(() => AfkTimeoutsSchema),
  system_channel_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  system_channel_flags: /* @__PURE__ */ z.int32(),
  widget_enabled: /* @__PURE__ */ z.boolean(),
  widget_channel_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  verification_level: /* @__PURE__ */ z.lazy(() => VerificationLevelsSchema),
  roles: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => GuildRoleResponseSchema)),
  default_message_notifications: /* @__PURE__ */ z.lazy(() => UserNotificationSettingsSchema),
  mfa_level: /* @__PURE__ */ z.lazy(() => GuildMFALevelSchema),
  explicit_content_filter: /* @__PURE__ */ z.lazy(() => GuildExplicitContentFilterTypesSchema),
  max_presences: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int32()),
  max_members: /* @__PURE__ */ z.int32(),
  max_stage_video_channel_users: /* @__PURE__ */ z.int32(),
  max_video_channel_users: /* @__PURE__ */ z.int32(),
  vanity_url_code: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  premium_tier: /* @__PURE__ */ z.lazy(() => PremiumGuildTiersSchema),
  premium_subscription_count: /* @__PURE__ */ z.int32(),
  preferred_locale: /* @__PURE__ */ z.lazy(() => AvailableLocalesEnumSchema),
  rules_channel_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  safety_alerts_channel_id: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  ),
  public_updates_channel_id: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  ),
  premium_progress_bar_enabled: /* @__PURE__ */ z.boolean(),
  premium_progress_bar_enabled_user_updated_at: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  nsfw: /* @__PURE__ */ z.boolean(),
  nsfw_level: /* @__PURE__ */ z.lazy(() => GuildNSFWContentLevelSchema),
  emojis: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => EmojiResponseSchema)),
  stickers: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => GuildStickerResponseSchema)),
  incidents_data: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => GuildIncidentsDataResponseSchema),
  ),
  approximate_member_count: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
  approximate_presence_count: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
});

export const HasOptionSchema = /* @__PURE__ */ z.literal([
  "link",
  "embed",
  "file",
  "image",
  "video",
  "sound",
  "sticker",
  "poll",
  "snapshot",
  "-link",
  "-embed",
  "-file",
  "-image",
  "-video",
  "-sound",
  "-sticker",
  "-poll",
  "-snapshot",
]);

export const IncomingWebhookInteractionRequestSchema = /* @__PURE__ */ zObject({
  content: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(2000)),
  ),
  embeds: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => RichEmbedSchema))
      .check(/* @__PURE__ */ z.maxLength(10)),
  ),
  allowed_mentions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => MessageAllowedMentionsRequestSchema),
  ),
  components: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => ActionRowComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => ContainerComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => FileComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => MediaGalleryComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => SectionComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => SeparatorComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => TextDisplayComponentForMessageRequestSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.maxLength(40)),
  ),
  attachments: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => MessageAttachmentRequestSchema))
      .check(/* @__PURE__ */ z.maxLength(10)),
  ),
  poll: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => PollCreateRequestSchema)),
  tts: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  flags: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
});

export const IncomingWebhookRequestPartialSchema = /* @__PURE__ */ zObject({
  content: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(2000)),
  ),
  embeds: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => RichEmbedSchema))
      .check(/* @__PURE__ */ z.maxLength(10)),
  ),
  allowed_mentions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => MessageAllowedMentionsRequestSchema),
  ),
  components: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => ActionRowComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => ContainerComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => FileComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => MediaGalleryComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => SectionComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => SeparatorComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => TextDisplayComponentForMessageRequestSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.maxLength(40)),
  ),
  attachments: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => MessageAttachmentRequestSchema))
      .check(/* @__PURE__ */ z.maxLength(10)),
  ),
  poll: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => PollCreateRequestSchema)),
  tts: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  flags: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  username: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(80)),
  ),
  avatar_url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  thread_name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(0), /* @__PURE__ */ z.maxLength(100)),
  ),
  applied_tags: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(5)),
  ),
});

export const IncomingWebhookUpdateForInteractionCallbackRequestPartialSchema =
  /* @__PURE__ */ zObject({
    content: /* @__PURE__ */ z.nullish(
      /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(2000)),
    ),
    embeds: /* @__PURE__ */ z.nullish(
      /* @__PURE__ */ z
        .array(/* @__PURE__ */ z.lazy(() => RichEmbedSchema))
        .check(/* @__PURE__ */ z.maxLength(10)),
    ),
    allowed_mentions: /* @__PURE__ */ z.nullish(
      /* @__PURE__ */ z.lazy(() => MessageAllowedMentionsRequestSchema),
    ),
    components: /* @__PURE__ */ z.nullish(
      /* @__PURE__ */ z
        .array(
          /* @__PURE__ */ z.union([
            /* @__PURE__ */ z.lazy(() => ActionRowComponentForMessageRequestSchema),
            /* @__PURE__ */ z.lazy(() => ContainerComponentForMessageRequestSchema),
            /* @__PURE__ */ z.lazy(() => FileComponentForMessageRequestSchema),
            /* @__PURE__ */ z.lazy(() => MediaGalleryComponentForMessageRequestSchema),
            /* @__PURE__ */ z.lazy(() => SectionComponentForMessageRequestSchema),
            /* @__PURE__ */ z.lazy(() => SeparatorComponentForMessageRequestSchema),
            /* @__PURE__ */ z.lazy(() => TextDisplayComponentForMessageRequestSchema),
          ]),
        )
        .check(/* @__PURE__ */ z.maxLength(40)),
    ),
    attachments: /* @__PURE__ */ z.nullish(
      /* @__PURE__ */ z
        .array(/* @__PURE__ */ z.lazy(() => MessageAttachmentRequestSchema))
        .check(/* @__PURE__ */ z.maxLength(10)),
    ),
    flags: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  });

export const IncomingWebhookUpdateRequestPartialSchema = /* @__PURE__ */ zObject({
  content: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(2000)),
  ),
  embeds: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => RichEmbedSchema))
      .check(/* @__PURE__ */ z.maxLength(10)),
  ),
  allowed_mentions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => MessageAllowedMentionsRequestSchema),
  ),
  components: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => ActionRowComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => ContainerComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => FileComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => MediaGalleryComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => SectionComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => SeparatorComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => TextDisplayComponentForMessageRequestSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.maxLength(40)),
  ),
  attachments: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => MessageAttachmentRequestSchema))
      .check(/* @__PURE__ */ z.maxLength(10)),
  ),
  poll: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => PollCreateRequestSchema)),
  flags: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
});

export const Int53TypeSchema = /* @__PURE__ */ z
  .number()
  .check(/* @__PURE__ */ z.minimum(-9007199254740991), /* @__PURE__ */ z.maximum(9007199254740991));

export const IntegrationApplicationResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  icon: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.string(),
  type: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => ApplicationTypesSchema)),
  cover_image: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  primary_sku_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  flags: /* @__PURE__ */ z.int32(),
  flags_new: /* @__PURE__ */ z.string(),
  bot: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
});

export const IntegrationExpireBehaviorTypesSchema = /* @__PURE__ */ z.literal([0, 1]);

export const IntegrationExpireGracePeriodTypesSchema = /* @__PURE__ */ z.literal([1, 3, 7, 14, 30]);

export const IntegrationTypesSchema = /* @__PURE__ */ z.literal([
  "discord",
  "twitch",
  "youtube",
  "guild_subscription",
]);

export const InteractionApplicationCommandAutocompleteCallbackIntegerDataSchema =
  /* @__PURE__ */ zObject({
    choices: /* @__PURE__ */ z.nullish(
      /* @__PURE__ */ z
        .array(
          /* @__PURE__ */ z.nullable(
            /* @__PURE__ */ z.lazy(() => ApplicationCommandOptionIntegerChoiceSchema),
          ),
        )
        .check(/* @__PURE__ */ z.maxLength(25)),
    ),
  });

export const InteractionApplicationCommandAutocompleteCallbackNumberDataSchema =
  /* @__PURE__ */ zObject({
    choices: /* @__PURE__ */ z.nullish(
      /* @__PURE__ */ z
        .array(
          /* @__PURE__ */ z.nullable(
            /* @__PURE__ */ z.lazy(() => ApplicationCommandOptionNumberChoiceSchema),
          ),
        )
        .check(/* @__PURE__ */ z.maxLength(25)),
    ),
  });

export const InteractionApplicationCommandAutocompleteCallbackStringDataSchema =
  /* @__PURE__ */ zObject({
    choices: /* @__PURE__ */ z.nullish(
      /* @__PURE__ */ z
        .array(
          /* @__PURE__ */ z.nullable(
            /* @__PURE__ */ z.lazy(() => ApplicationCommandOptionStringChoiceSchema),
          ),
        )
        .check(/* @__PURE__ */ z.maxLength(25)),
    ),
  });

export const InteractionCallbackResponseSchema = /* @__PURE__ */ zObject({
  interaction: /* @__PURE__ */ z.lazy(() => InteractionResponseSchema),
  resource: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.lazy(() => CreateMessageInteractionCallbackResponseSchema),
      /* @__PURE__ */ z.lazy(() => LaunchActivityInteractionCallbackResponseSchema),
      /* @__PURE__ */ z.lazy(() => UpdateMessageInteractionCallbackResponseSchema),
    ]),
  ),
});

export const InteractionCallbackTypesSchema = /* @__PURE__ */ z.literal([
  1, 4, 5, 6, 7, 8, 9, 12, 13,
]);

export const InteractionContextTypeSchema = /* @__PURE__ */ z.literal([0, 1, 2]);

export const InteractionResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  type: /* @__PURE__ */ z.lazy(() => InteractionTypesSchema),
  activity_instance_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  response_message_id: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  ),
  response_message_loading: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  response_message_ephemeral: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  channel_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  guild_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const InteractionTypesSchema = /* @__PURE__ */ z.literal([1, 2, 3, 4, 5, 6]);

export const InviteApplicationResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  icon: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.string(),
  type: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => ApplicationTypesSchema)),
  cover_image: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  primary_sku_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  flags: /* @__PURE__ */ z.int32(),
  flags_new: /* @__PURE__ */ z.string(),
  bot: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  slug: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  vibegrations_project_id: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  ),
  guild_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  rpc_origins: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string())),
  bot_public: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  bot_require_code_grant: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  terms_of_service_url: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
  ),
  privacy_policy_url: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
  ),
  custom_install_url: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
  ),
  install_params: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => ApplicationOAuth2InstallParamsResponseSchema),
  ),
  integration_types_config: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z.lazy(() => ApplicationIntegrationTypeConfigurationResponseSchema),
    ),
  ),
  verify_key: /* @__PURE__ */ z.string(),
  max_participants: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
  tags: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string())),
});

export const InviteChannelRecipientResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  username: /* @__PURE__ */ z.string(),
  avatar: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
});

export const InviteChannelResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  type: /* @__PURE__ */ z.lazy(() => ChannelTypesSchema),
  name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  icon: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  nsfw: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  recipients: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => InviteChannelRecipientResponseSchema)),
  ),
});

export const InviteGuildResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  splash: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  banner: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  icon: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  features: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => GuildFeaturesSchema)),
  verification_level: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => VerificationLevelsSchema),
  ),
  vanity_url_code: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  nsfw_level: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => GuildNSFWContentLevelSchema)),
  nsfw: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.boolean()),
  premium_subscription_count: /* @__PURE__ */ z.int32(),
});

export const InviteGuildRoleResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  position: /* @__PURE__ */ z.int32(),
  color: /* @__PURE__ */ z.int32(),
  colors: /* @__PURE__ */ z.lazy(() => GuildRoleColorsResponseSchema),
  icon: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  unicode_emoji: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  permissions: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});

export const InviteTargetTypesSchema = /* @__PURE__ */ z.literal([1, 2, 3]);

export const InviteTypesSchema = /* @__PURE__ */ z.literal([0, 1, 2]);

export const KeywordRuleResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  creator_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  event_type: /* @__PURE__ */ z.lazy(() => AutomodEventTypeSchema),
  actions: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.lazy(() => BlockMessageActionResponseSchema),
      /* @__PURE__ */ z.lazy(() => FlagToChannelActionResponseSchema),
      /* @__PURE__ */ z.lazy(() => QuarantineUserActionResponseSchema),
      /* @__PURE__ */ z.lazy(() => UserCommunicationDisabledActionResponseSchema),
    ]),
  ),
  trigger_type: /* @__PURE__ */ z.literal(1),
  enabled: /* @__PURE__ */ z.boolean(),
  exempt_roles: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  exempt_channels: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  trigger_metadata: /* @__PURE__ */ z.lazy(() => KeywordTriggerMetadataResponseSchema),
});

export const KeywordTriggerMetadataSchema = /* @__PURE__ */ zObject({
  keyword_filter: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z
          .string()
          .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(60)),
      )
      .check(/* @__PURE__ */ z.maxLength(1000)),
  ),
  regex_patterns: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z
          .string()
          .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(260)),
      )
      .check(/* @__PURE__ */ z.maxLength(10)),
  ),
  allow_list: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z
          .string()
          .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(60)),
      )
      .check(/* @__PURE__ */ z.maxLength(100)),
  ),
});

export const KeywordTriggerMetadataResponseSchema = /* @__PURE__ */ zObject({
  keyword_filter: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
  regex_patterns: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
  allow_list: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
});

export const KeywordUpsertRequestSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  event_type: /* @__PURE__ */ z.lazy(() => AutomodEventTypeSchema),
  actions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => BlockMessageActionSchema),
          /* @__PURE__ */ z.lazy(() => FlagToChannelActionSchema),
          /* @__PURE__ */ z.lazy(() => QuarantineUserActionSchema),
          /* @__PURE__ */ z.lazy(() => UserCommunicationDisabledActionSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(5)),
  ),
  enabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  exempt_roles: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(20)),
  ),
  exempt_channels: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(50)),
  ),
  trigger_type: /* @__PURE__ */ z.literal(1),
  trigger_metadata: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => KeywordTriggerMetadataSchema),
  ),
});

export const KeywordUpsertRequestPartialSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
  event_type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => AutomodEventTypeSchema)),
  actions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => BlockMessageActionSchema),
          /* @__PURE__ */ z.lazy(() => FlagToChannelActionSchema),
          /* @__PURE__ */ z.lazy(() => QuarantineUserActionSchema),
          /* @__PURE__ */ z.lazy(() => UserCommunicationDisabledActionSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(5)),
  ),
  enabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  exempt_roles: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(20)),
  ),
  exempt_channels: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(50)),
  ),
  trigger_type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.literal(1)),
  trigger_metadata: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => KeywordTriggerMetadataSchema),
  ),
});

export const LabelComponentForModalRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(18),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  label: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(45)),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  ),
  component: /* @__PURE__ */ z.union([
    /* @__PURE__ */ z.lazy(() => ChannelSelectComponentForModalRequestSchema),
    /* @__PURE__ */ z.lazy(() => CheckboxComponentForModalRequestSchema),
    /* @__PURE__ */ z.lazy(() => CheckboxGroupComponentForModalRequestSchema),
    /* @__PURE__ */ z.lazy(() => FileUploadComponentForModalRequestSchema),
    /* @__PURE__ */ z.lazy(() => MentionableSelectComponentForModalRequestSchema),
    /* @__PURE__ */ z.lazy(() => RadioGroupComponentForModalRequestSchema),
    /* @__PURE__ */ z.lazy(() => RoleSelectComponentForModalRequestSchema),
    /* @__PURE__ */ z.lazy(() => StringSelectComponentForModalRequestSchema),
    /* @__PURE__ */ z.lazy(() => TextInputComponentForModalRequestSchema),
    /* @__PURE__ */ z.lazy(() => UserSelectComponentForModalRequestSchema),
  ]),
});

export const LaunchActivityInteractionCallbackRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(12),
});

export const LaunchActivityInteractionCallbackResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(12),
  activity_instance: /* @__PURE__ */ z.lazy(() => ActivityInstanceCallbackResponseSchema),
});

export const ListApplicationEmojisResponseSchema = /* @__PURE__ */ zObject({
  items: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => EmojiResponseSchema)),
});

export const ListGuildSoundboardSoundsResponseSchema = /* @__PURE__ */ zObject({
  items: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SoundboardSoundResponseSchema)),
});

export const LobbyGuildInviteResponseSchema = /* @__PURE__ */ zObject({
  code: /* @__PURE__ */ z.string(),
});

export const LobbyMemberRequestSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  metadata: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(1024)),
    ),
  ),
  flags: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.literal(1)),
  additional_name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(80)),
  ),
});

export const LobbyMemberResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  metadata: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  flags: /* @__PURE__ */ z.int32(),
  additional_name: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});

export const LobbyMessageResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  type: /* @__PURE__ */ z.lazy(() => MessageTypeSchema),
  content: /* @__PURE__ */ z.string(),
  lobby_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  channel_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  author: /* @__PURE__ */ z.lazy(() => UserResponseSchema),
  lobby_member: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => MessageLobbyMemberResponseSchema),
  ),
  metadata: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  moderation_metadata: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  flags: /* @__PURE__ */ z.int32(),
  application_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const LobbyResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  application_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  metadata: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  ),
  members: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => LobbyMemberResponseSchema)),
  linked_channel: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => GuildChannelResponseSchema),
  ),
  flags: /* @__PURE__ */ z.lazy(() => UInt32TypeSchema),
  override_event_webhooks_url: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});

export const MLSpamRuleResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  creator_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  event_type: /* @__PURE__ */ z.lazy(() => AutomodEventTypeSchema),
  actions: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.lazy(() => BlockMessageActionResponseSchema),
      /* @__PURE__ */ z.lazy(() => FlagToChannelActionResponseSchema),
      /* @__PURE__ */ z.lazy(() => QuarantineUserActionResponseSchema),
      /* @__PURE__ */ z.lazy(() => UserCommunicationDisabledActionResponseSchema),
    ]),
  ),
  trigger_type: /* @__PURE__ */ z.literal(3),
  enabled: /* @__PURE__ */ z.boolean(),
  exempt_roles: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  exempt_channels: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  trigger_metadata: /* @__PURE__ */ z.lazy(() => MLSpamTriggerMetadataResponseSchema),
});

export const MLSpamTriggerMetadataSchema = /* @__PURE__ */ zObject({});

export const MLSpamTriggerMetadataResponseSchema = /* @__PURE__ */ zObject({});

export const MLSpamUpsertRequestSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  event_type: /* @__PURE__ */ z.lazy(() => AutomodEventTypeSchema),
  actions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => BlockMessageActionSchema),
          /* @__PURE__ */ z.lazy(() => FlagToChannelActionSchema),
          /* @__PURE__ */ z.lazy(() => QuarantineUserActionSchema),
          /* @__PURE__ */ z.lazy(() => UserCommunicationDisabledActionSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(5)),
  ),
  enabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  exempt_roles: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(20)),
  ),
  exempt_channels: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(50)),
  ),
  trigger_type: /* @__PURE__ */ z.literal(3),
  trigger_metadata: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => MLSpamTriggerMetadataSchema),
  ),
});

export const MLSpamUpsertRequestPartialSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
  event_type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => AutomodEventTypeSchema)),
  actions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => BlockMessageActionSchema),
          /* @__PURE__ */ z.lazy(() => FlagToChannelActionSchema),
          /* @__PURE__ */ z.lazy(() => QuarantineUserActionSchema),
          /* @__PURE__ */ z.lazy(() => UserCommunicationDisabledActionSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(5)),
  ),
  enabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  exempt_roles: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(20)),
  ),
  exempt_channels: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(50)),
  ),
  trigger_type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.literal(3)),
  trigger_metadata: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => MLSpamTriggerMetadataSchema),
  ),
});

export const MediaGalleryComponentForMessageRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(12),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  items: /* @__PURE__ */ z
    .array(/* @__PURE__ */ z.lazy(() => MediaGalleryItemRequestSchema))
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(10)),
});

export const MediaGalleryComponentResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(12),
  id: /* @__PURE__ */ z.int32(),
  items: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => MediaGalleryItemResponseSchema)),
});

export const MediaGalleryItemRequestSchema = /* @__PURE__ */ zObject({
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(1024)),
  ),
  spoiler: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  media: /* @__PURE__ */ z.lazy(() => UnfurledMediaRequestSchema),
});

export const MediaGalleryItemResponseSchema = /* @__PURE__ */ zObject({
  media: /* @__PURE__ */ z.lazy(() => UnfurledMediaResponseSchema),
  description: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  spoiler: /* @__PURE__ */ z.boolean(),
});

export const MentionSpamRuleResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  creator_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  event_type: /* @__PURE__ */ z.lazy(() => AutomodEventTypeSchema),
  actions: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.lazy(() => BlockMessageActionResponseSchema),
      /* @__PURE__ */ z.lazy(() => FlagToChannelActionResponseSchema),
      /* @__PURE__ */ z.lazy(() => QuarantineUserActionResponseSchema),
      /* @__PURE__ */ z.lazy(() => UserCommunicationDisabledActionResponseSchema),
    ]),
  ),
  trigger_type: /* @__PURE__ */ z.literal(5),
  enabled: /* @__PURE__ */ z.boolean(),
  exempt_roles: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  exempt_channels: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  trigger_metadata: /* @__PURE__ */ z.lazy(() => MentionSpamTriggerMetadataResponseSchema),
});

export const MentionSpamTriggerMetadataSchema = /* @__PURE__ */ zObject({
  mention_total_limit: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(50)),
  ),
  mention_raid_protection_enabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const MentionSpamTriggerMetadataResponseSchema = /* @__PURE__ */ zObject({
  mention_total_limit: /* @__PURE__ */ z.int32(),
  mention_raid_protection_enabled: /* @__PURE__ */ z.boolean(),
});

export const MentionSpamUpsertRequestSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  event_type: /* @__PURE__ */ z.lazy(() => AutomodEventTypeSchema),
  actions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => BlockMessageActionSchema),
          /* @__PURE__ */ z.lazy(() => FlagToChannelActionSchema),
          /* @__PURE__ */ z.lazy(() => QuarantineUserActionSchema),
          /* @__PURE__ */ z.lazy(() => UserCommunicationDisabledActionSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(5)),
  ),
  enabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  exempt_roles: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(20)),
  ),
  exempt_channels: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(50)),
  ),
  trigger_type: /* @__PURE__ */ z.literal(5),
  trigger_metadata: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => MentionSpamTriggerMetadataSchema),
  ),
});

export const MentionSpamUpsertRequestPartialSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
  event_type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => AutomodEventTypeSchema)),
  actions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => BlockMessageActionSchema),
          /* @__PURE__ */ z.lazy(() => FlagToChannelActionSchema),
          /* @__PURE__ */ z.lazy(() => QuarantineUserActionSchema),
          /* @__PURE__ */ z.lazy(() => UserCommunicationDisabledActionSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(5)),
  ),
  enabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  exempt_roles: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(20)),
  ),
  exempt_channels: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(50)),
  ),
  trigger_type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.literal(5)),
  trigger_metadata: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => MentionSpamTriggerMetadataSchema),
  ),
});

export const MentionableSelectComponentForMessageRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(7),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  custom_id: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  placeholder: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(150)),
  ),
  min_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(25)),
  ),
  max_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(25)),
  ),
  disabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  default_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => RoleSelectDefaultValueSchema),
          /* @__PURE__ */ z.lazy(() => UserSelectDefaultValueSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.maxLength(25)),
  ),
});

export const MentionableSelectComponentForModalRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(7),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  custom_id: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  placeholder: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(150)),
  ),
  min_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(25)),
  ),
  max_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(25)),
  ),
  disabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  default_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => RoleSelectDefaultValueSchema),
          /* @__PURE__ */ z.lazy(() => UserSelectDefaultValueSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.maxLength(25)),
  ),
});

export const MentionableSelectComponentResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(7),
  id: /* @__PURE__ */ z.int32(),
  custom_id: /* @__PURE__ */ z.string(),
  placeholder: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  min_values: /* @__PURE__ */ z.int32(),
  max_values: /* @__PURE__ */ z.int32(),
  disabled: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  default_values: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.union([
        /* @__PURE__ */ z.lazy(() => RoleSelectDefaultValueResponseSchema),
        /* @__PURE__ */ z.lazy(() => UserSelectDefaultValueResponseSchema),
      ]),
    ),
  ),
});

export const MessageActivityResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.lazy(() => ActivityActionTypesSchema),
  party_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});

export const MessageAllowedMentionsRequestSchema = /* @__PURE__ */ zObject({
  parse: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => AllowedMentionTypesSchema)))
      .check(/* @__PURE__ */ z.maxLength(1521)),
  ),
  users: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)))
      .check(/* @__PURE__ */ z.maxLength(100)),
  ),
  roles: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)))
      .check(/* @__PURE__ */ z.maxLength(100)),
  ),
  replied_user: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const MessageAttachmentRequestSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  filename: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(1024)),
  ),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(1024)),
  ),
  duration_secs: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(2147483647)),
  ),
  waveform: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(400)),
  ),
  title: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(1024)),
  ),
  is_spoiler: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const MessageAttachmentResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  filename: /* @__PURE__ */ z.string(),
  size: /* @__PURE__ */ z.int32(),
  url: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
  proxy_url: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
  width: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  height: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  duration_secs: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number()),
  waveform: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  content_type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  ephemeral: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  flags: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  placeholder: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  placeholder_version: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  title: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  application: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => ApplicationResponseSchema)),
  clip_created_at: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  clip_participants: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  ),
});

export const MessageCallResponseSchema = /* @__PURE__ */ zObject({
  ended_timestamp: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  participants: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const MessageComponentInteractionMetadataResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  type: /* @__PURE__ */ z.literal(3),
  user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  authorizing_integration_owners: /* @__PURE__ */ z.record(
    /* @__PURE__ */ z.string(),
    /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  ),
  original_response_message_id: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  ),
  interacted_message_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
});

export const MessageComponentSeparatorSpacingSizeSchema = /* @__PURE__ */ z.literal([1, 2]);

export const MessageComponentTypesSchema = /* @__PURE__ */ z.literal([
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 17, 18, 19, 21, 22, 23,
]);

export const MessageCreateRequestSchema = /* @__PURE__ */ zObject({
  content: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(4000)),
  ),
  embeds: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => RichEmbedSchema))
      .check(/* @__PURE__ */ z.maxLength(10)),
  ),
  allowed_mentions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => MessageAllowedMentionsRequestSchema),
  ),
  sticker_ids: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(3)),
  ),
  components: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => ActionRowComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => ContainerComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => FileComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => MediaGalleryComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => SectionComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => SeparatorComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => TextDisplayComponentForMessageRequestSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.maxLength(40)),
  ),
  flags: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  attachments: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => MessageAttachmentRequestSchema))
      .check(/* @__PURE__ */ z.maxLength(10)),
  ),
  poll: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => PollCreateRequestSchema)),
  shared_client_theme: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => CustomClientThemeShareRequestSchema),
  ),
  message_reference: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => MessageReferenceRequestSchema),
  ),
  nonce: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z
        .number()
        .check(
          /* @__PURE__ */ z.minimum(-9223372036854776000),
          /* @__PURE__ */ z.maximum(9223372036854776000),
        ),
      /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(25)),
      /* @__PURE__ */ z.null(),
    ]),
  ),
  enforce_nonce: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  tts: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const MessageEditRequestPartialSchema = /* @__PURE__ */ zObject({
  content: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(4000)),
  ),
  embeds: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => RichEmbedSchema))
      .check(/* @__PURE__ */ z.maxLength(10)),
  ),
  flags: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  allowed_mentions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => MessageAllowedMentionsRequestSchema),
  ),
  sticker_ids: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(1521)),
  ),
  components: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => ActionRowComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => ContainerComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => FileComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => MediaGalleryComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => SectionComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => SeparatorComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => TextDisplayComponentForMessageRequestSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.maxLength(40)),
  ),
  attachments: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => MessageAttachmentRequestSchema))
      .check(/* @__PURE__ */ z.maxLength(10)),
  ),
});

export const MessageEmbedAuthorResponseSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.string(),
  url: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  icon_url: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  proxy_icon_url: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
  ),
});

export const MessageEmbedFieldResponseSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.string(),
  value: /* @__PURE__ */ z.string(),
  inline: /* @__PURE__ */ z.boolean(),
});

export const MessageEmbedFooterResponseSchema = /* @__PURE__ */ zObject({
  text: /* @__PURE__ */ z.string(),
  icon_url: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  proxy_icon_url: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
  ),
});

export const MessageEmbedImageResponseSchema = /* @__PURE__ */ zObject({
  url: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  proxy_url: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url())),
  width: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UInt32TypeSchema)),
  height: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UInt32TypeSchema)),
  content_type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  placeholder: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  placeholder_version: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UInt32TypeSchema)),
  description: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  flags: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UInt32TypeSchema)),
});

export const MessageEmbedProviderResponseSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.string(),
  url: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url())),
});

export const MessageEmbedResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.string(),
  url: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url())),
  title: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  color: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  timestamp: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  fields: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => MessageEmbedFieldResponseSchema)),
  ),
  author: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => MessageEmbedAuthorResponseSchema),
  ),
  provider: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => MessageEmbedProviderResponseSchema),
  ),
  image: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => MessageEmbedImageResponseSchema)),
  thumbnail: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => MessageEmbedImageResponseSchema),
  ),
  video: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => MessageEmbedVideoResponseSchema)),
  footer: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => MessageEmbedFooterResponseSchema),
  ),
  flags: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
  components: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => ContainerComponentResponseSchema)),
  ),
});

export const MessageEmbedVideoResponseSchema = /* @__PURE__ */ zObject({
  url: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  proxy_url: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url())),
  width: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UInt32TypeSchema)),
  height: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UInt32TypeSchema)),
  content_type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  placeholder: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  placeholder_version: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UInt32TypeSchema)),
  description: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  flags: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UInt32TypeSchema)),
});

export const MessageInteractionResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  type: /* @__PURE__ */ z.lazy(() => InteractionTypesSchema),
  name: /* @__PURE__ */ z.string(),
  user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  name_localized: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});

export const MessageLobbyMemberResponseSchema = /* @__PURE__ */ zObject({
  additional_name: /* @__PURE__ */ z.string(),
});

export const MessageMentionChannelResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  type: /* @__PURE__ */ z.lazy(() => ChannelTypesSchema),
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
});

export const MessageReactionCountDetailsResponseSchema = /* @__PURE__ */ zObject({
  burst: /* @__PURE__ */ z.int32(),
  normal: /* @__PURE__ */ z.int32(),
});

export const MessageReactionEmojiResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  animated: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});

export const MessageReactionResponseSchema = /* @__PURE__ */ zObject({
  emoji: /* @__PURE__ */ z.lazy(() => MessageReactionEmojiResponseSchema),
  count: /* @__PURE__ */ z.int32(),
  count_details: /* @__PURE__ */ z.lazy(() => MessageReactionCountDetailsResponseSchema),
  burst_colors: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
  me_burst: /* @__PURE__ */ z.boolean(),
  me: /* @__PURE__ */ z.boolean(),
});

export const MessageReferenceRequestSchema = /* @__PURE__ */ zObject({
  guild_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  channel_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  message_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  fail_if_not_exists: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  type: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => MessageReferenceTypeSchema)),
});

export const MessageReferenceResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.lazy(() => MessageReferenceTypeSchema),
  channel_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  message_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  guild_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const MessageReferenceTypeSchema = /* @__PURE__ */ z.literal(0);

export const MessageResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.lazy(() => MessageTypeSchema),
  content: /* @__PURE__ */ z.string(),
  mentions: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  mention_roles: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  attachments: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.lazy(() => MessageAttachmentResponseSchema),
  ),
  embeds: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => MessageEmbedResponseSchema)),
  timestamp: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  edited_timestamp: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  flags: /* @__PURE__ */ z.int32(),
  components: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.lazy(() => ActionRowComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => ContainerComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => FileComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => MediaGalleryComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => SectionComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => SeparatorComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => TextDisplayComponentResponseSchema),
    ]),
  ),
  stickers: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.union([
        /* @__PURE__ */ z.lazy(() => GuildStickerResponseSchema),
        /* @__PURE__ */ z.lazy(() => StandardStickerResponseSchema),
      ]),
    ),
  ),
  sticker_items: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => MessageStickerItemResponseSchema)),
  ),
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  channel_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  author: /* @__PURE__ */ z.lazy(() => UserResponseSchema),
  pinned: /* @__PURE__ */ z.boolean(),
  mention_everyone: /* @__PURE__ */ z.boolean(),
  tts: /* @__PURE__ */ z.boolean(),
  call: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => MessageCallResponseSchema)),
  activity: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => MessageActivityResponseSchema)),
  application: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => BasicApplicationResponseWithBotSchema),
  ),
  application_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  interaction: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => MessageInteractionResponseSchema),
  ),
  nonce: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z
        .number()
        .check(
          /* @__PURE__ */ z.minimum(-9223372036854776000),
          /* @__PURE__ */ z.maximum(9223372036854776000),
        ),
      /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(25)),
    ]),
  ),
  webhook_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  message_reference: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => MessageReferenceResponseSchema),
  ),
  thread: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => ThreadResponseSchema)),
  mention_channels: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => MessageMentionChannelResponseSchema)),
  ),
  role_subscription_data: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => MessageRoleSubscriptionDataResponseSchema),
  ),
  purchase_notification: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => PurchaseNotificationResponseSchema),
  ),
  position: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  resolved: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => ResolvedObjectsResponseSchema)),
  poll: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => PollResponseSchema)),
  shared_client_theme: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => CustomClientThemeResponseSchema),
  ),
  interaction_metadata: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.lazy(() => ApplicationCommandInteractionMetadataResponseSchema),
      /* @__PURE__ */ z.lazy(() => MessageComponentInteractionMetadataResponseSchema),
      /* @__PURE__ */ z.lazy(() => ModalSubmitInteractionMetadataResponseSchema),
    ]),
  ),
  message_snapshots: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => MessageSnapshotResponseSchema)),
  ),
  lobby_member: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => MessageLobbyMemberResponseSchema),
  ),
  reactions: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => MessageReactionResponseSchema)),
  ),
  referenced_message: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => BasicMessageResponseSchema),
  ),
});

export const MessageRoleSubscriptionDataResponseSchema = /* @__PURE__ */ zObject({
  role_subscription_listing_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  tier_name: /* @__PURE__ */ z.string(),
  total_months_subscribed: /* @__PURE__ */ z.int32(),
  is_renewal: /* @__PURE__ */ z.boolean(),
});

export const MessageShareCustomUserThemeBaseThemeSchema = /* @__PURE__ */ z.literal([
  0, 1, 2, 3, 4,
]);

export const MessageSnapshotResponseSchema = /* @__PURE__ */ zObject({
  message: /* @__PURE__ */ z.lazy(() => MinimalContentMessageResponseSchema),
});

export const MessageStickerItemResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  format_type: /* @__PURE__ */ z.lazy(() => StickerFormatTypesSchema),
});

export const MessageTypeSchema = /* @__PURE__ */ z.literal([
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27,
  28, 29, 31, 32, 36, 37, 38, 39, 46, 55,
]);

export const MetadataItemTypesSchema = /* @__PURE__ */ z.literal([1, 2, 3, 4, 5, 6, 7, 8]);

export const MinimalContentMessageResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.lazy(() => MessageTypeSchema),
  content: /* @__PURE__ */ z.string(),
  mentions: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  mention_roles: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  attachments: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.lazy(() => MessageAttachmentResponseSchema),
  ),
  embeds: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => MessageEmbedResponseSchema)),
  timestamp: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  edited_timestamp: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  flags: /* @__PURE__ */ z.int32(),
  components: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.lazy(() => ActionRowComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => ContainerComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => FileComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => MediaGalleryComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => SectionComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => SeparatorComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => TextDisplayComponentResponseSchema),
    ]),
  ),
  stickers: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.union([
        /* @__PURE__ */ z.lazy(() => GuildStickerResponseSchema),
        /* @__PURE__ */ z.lazy(() => StandardStickerResponseSchema),
      ]),
    ),
  ),
  sticker_items: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => MessageStickerItemResponseSchema)),
  ),
});

export const ModalInteractionCallbackRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(9),
  data: /* @__PURE__ */ z.lazy(() => ModalInteractionCallbackRequestDataSchema),
});

export const ModalInteractionCallbackRequestDataSchema = /* @__PURE__ */ zObject({
  custom_id: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  title: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(45)),
  components: /* @__PURE__ */ z
    .array(
      /* @__PURE__ */ z.union([
        /* @__PURE__ */ z.lazy(() => ActionRowComponentForModalRequestSchema),
        /* @__PURE__ */ z.lazy(() => LabelComponentForModalRequestSchema),
        /* @__PURE__ */ z.lazy(() => TextDisplayComponentForModalRequestSchema),
      ]),
    )
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(40)),
});

export const ModalSubmitInteractionMetadataResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  type: /* @__PURE__ */ z.literal(5),
  user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  authorizing_integration_owners: /* @__PURE__ */ z.record(
    /* @__PURE__ */ z.string(),
    /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  ),
  original_response_message_id: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  ),
  triggering_interaction_metadata: /* @__PURE__ */ z.union([
    /* @__PURE__ */ z.lazy(() => ApplicationCommandInteractionMetadataResponseSchema),
    /* @__PURE__ */ z.lazy(() => MessageComponentInteractionMetadataResponseSchema),
  ]),
});

export const MultipleChoiceFormFieldResponseSchema = /* @__PURE__ */ zObject({
  field_type: /* @__PURE__ */ z.literal("MULTIPLE_CHOICE"),
  label: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  required: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  choices: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
  response: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
});

export const MyGuildResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  icon: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  banner: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  owner: /* @__PURE__ */ z.boolean(),
  permissions: /* @__PURE__ */ z.string(),
  features: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => GuildFeaturesSchema)),
  approximate_member_count: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
  approximate_presence_count: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
});

export const NameplatePaletteSchema = /* @__PURE__ */ z.literal([
  "crimson",
  "berry",
  "sky",
  "teal",
  "forest",
  "bubble_gum",
  "violet",
  "cobalt",
  "clover",
  "lemon",
  "white",
  "black",
]);

export const NewMemberActionResponseSchema = /* @__PURE__ */ zObject({
  channel_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  action_type: /* @__PURE__ */ z.lazy(() => NewMemberActionTypeSchema),
  title: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.string(),
  emoji: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SettingsEmojiResponseSchema)),
  icon: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});

export const NewMemberActionTypeSchema = /* @__PURE__ */ z.literal([0, 1]);

export const OAuth2GetAuthorizationResponseSchema = /* @__PURE__ */ zObject({
  application: /* @__PURE__ */ z.lazy(() => ApplicationResponseSchema),
  expires: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  scopes: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => OAuth2ScopesSchema)),
  user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
});

export const OAuth2GetKeysSchema = /* @__PURE__ */ zObject({
  keys: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => OAuth2KeySchema)),
});

export const OAuth2GetOpenIDConnectUserInfoResponseSchema = /* @__PURE__ */ zObject({
  sub: /* @__PURE__ */ z.string(),
  email: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  email_verified: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  preferred_username: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  nickname: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  picture: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  locale: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});

export const OAuth2KeySchema = /* @__PURE__ */ zObject({
  kty: /* @__PURE__ */ z.string(),
  use: /* @__PURE__ */ z.string(),
  kid: /* @__PURE__ */ z.string(),
  n: /* @__PURE__ */ z.string(),
  e: /* @__PURE__ */ z.string(),
  alg: /* @__PURE__ */ z.string(),
});

export const OAuth2ScopesSchema = /* @__PURE__ */ z.literal([
  "identify",
  "email",
  "connections",
  "guilds",
  "guilds.join",
  "guilds.members.read",
  "gdm.join",
  "bot",
  "rpc",
  "rpc.notifications.read",
  "rpc.voice.read",
  "rpc.voice.write",
  "rpc.video.read",
  "rpc.video.write",
  "rpc.screenshare.read",
  "rpc.screenshare.write",
  "rpc.activities.write",
  "webhook.incoming",
  "messages.read",
  "applications.builds.upload",
  "applications.builds.read",
  "applications.commands",
  "applications.commands.permissions.update",
  "applications.commands.update",
  "applications.store.update",
  "applications.entitlements",
  "activities.read",
  "activities.write",
  "activities.invites.write",
  "relationships.read",
  "voice",
  "dm_channels.read",
  "role_connections.write",
  "openid",
]);

export const OnboardingPromptOptionRequestSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  title: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(50)),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
  emoji_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  emoji_name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
  emoji_animated: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  role_ids: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(50)),
  ),
  channel_ids: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(50)),
  ),
});

export const OnboardingPromptOptionResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  title: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.string(),
  emoji: /* @__PURE__ */ z.lazy(() => SettingsEmojiResponseSchema),
  role_ids: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  channel_ids: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const OnboardingPromptResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  title: /* @__PURE__ */ z.string(),
  options: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.lazy(() => OnboardingPromptOptionResponseSchema),
  ),
  single_select: /* @__PURE__ */ z.boolean(),
  required: /* @__PURE__ */ z.boolean(),
  in_onboarding: /* @__PURE__ */ z.boolean(),
  type: /* @__PURE__ */ z.lazy(() => OnboardingPromptTypeSchema),
});

export const OnboardingPromptTypeSchema = /* @__PURE__ */ z.literal([0, 1]);

export const ParagraphFormFieldResponseSchema = /* @__PURE__ */ zObject({
  field_type: /* @__PURE__ */ z.literal("PARAGRAPH"),
  label: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  required: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  placeholder: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  response: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});

export const PartialDiscordIntegrationResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  type: /* @__PURE__ */ z.literal("discord"),
  name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  account: /* @__PURE__ */ z.lazy(() => AccountResponseSchema),
  application_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
});

export const PartialExternalConnectionIntegrationResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  type: /* @__PURE__ */ z.literal(["twitch", "youtube"]),
  name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  account: /* @__PURE__ */ z.lazy(() => AccountResponseSchema),
});

export const PartialGuildSubscriptionIntegrationResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  type: /* @__PURE__ */ z.literal("guild_subscription"),
  name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  account: /* @__PURE__ */ z.lazy(() => AccountResponseSchema),
});

export const PinnedMessageResponseSchema = /* @__PURE__ */ zObject({
  pinned_at: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  message: /* @__PURE__ */ z.lazy(() => MessageResponseSchema),
});

export const PinnedMessagesResponseSchema = /* @__PURE__ */ zObject({
  items: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => PinnedMessageResponseSchema)),
  has_more: /* @__PURE__ */ z.boolean(),
});

export const PollAnswerCreateRequestSchema = /* @__PURE__ */ zObject({
  poll_media: /* @__PURE__ */ z.lazy(() => PollMediaCreateRequestSchema),
});

export const PollAnswerDetailsResponseSchema = /* @__PURE__ */ zObject({
  users: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
});

export const PollAnswerResponseSchema = /* @__PURE__ */ zObject({
  answer_id: /* @__PURE__ */ z.int32(),
  poll_media: /* @__PURE__ */ z.lazy(() => PollMediaResponseSchema),
});

export const PollCreateRequestSchema = /* @__PURE__ */ zObject({
  question: /* @__PURE__ */ z.lazy(() => PollMediaSchema),
  answers: /* @__PURE__ */ z
    .array(/* @__PURE__ */ z.lazy(() => PollAnswerCreateRequestSchema))
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(10)),
  allow_multiselect: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  layout_type: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => PollLayoutTypesSchema)),
  duration: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(768)),
  ),
});

export const PollEmojiSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(32)),
  ),
  animated: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const PollEmojiCreateRequestSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(32)),
  ),
  animated: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const PollLayoutTypesSchema = /* @__PURE__ */ z.literal(1);

export const PollMediaSchema = /* @__PURE__ */ zObject({
  text: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(300)),
  ),
  emoji: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => PollEmojiSchema)),
});

export const PollMediaCreateRequestSchema = /* @__PURE__ */ zObject({
  text: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(300)),
  ),
  emoji: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => PollEmojiCreateRequestSchema)),
});

export const PollMediaResponseSchema = /* @__PURE__ */ zObject({
  text: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  emoji: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => MessageReactionEmojiResponseSchema),
  ),
});

export const PollResponseSchema = /* @__PURE__ */ zObject({
  question: /* @__PURE__ */ z.lazy(() => PollMediaResponseSchema),
  answers: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => PollAnswerResponseSchema)),
  expiry: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  allow_multiselect: /* @__PURE__ */ z.boolean(),
  layout_type: /* @__PURE__ */ z.lazy(() => PollLayoutTypesSchema),
  results: /* @__PURE__ */ z.lazy(() => PollResultsResponseSchema),
});

export const PollResultsEntryResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.int32(),
  count: /* @__PURE__ */ z.int32(),
  me_voted: /* @__PURE__ */ z.boolean(),
});

export const PollResultsResponseSchema = /* @__PURE__ */ zObject({
  answer_counts: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.lazy(() => PollResultsEntryResponseSchema),
  ),
  is_finalized: /* @__PURE__ */ z.boolean(),
});

export const PongInteractionCallbackRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(1),
});

export const PremiumGuildTiersSchema = /* @__PURE__ */ z.literal([0, 1, 2, 3]);

export const PremiumTypesSchema = /* @__PURE__ */ z.literal([0, 1, 2, 3]);

export const PrivateApplicationResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  icon: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.string(),
  type: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => ApplicationTypesSchema)),
  cover_image: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  primary_sku_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  flags: /* @__PURE__ */ z.int32(),
  flags_new: /* @__PURE__ */ z.string(),
  bot: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  slug: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  vibegrations_project_id: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  ),
  guild_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  rpc_origins: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string())),
  bot_public: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  bot_require_code_grant: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  terms_of_service_url: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
  ),
  privacy_policy_url: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
  ),
  custom_install_url: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
  ),
  install_params: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => ApplicationOAuth2InstallParamsResponseSchema),
  ),
  integration_types_config: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z.lazy(() => ApplicationIntegrationTypeConfigurationResponseSchema),
    ),
  ),
  verify_key: /* @__PURE__ */ z.string(),
  max_participants: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
  tags: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string())),
  redirect_uris: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url())),
  interactions_endpoint_url: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
  ),
  role_connections_verification_url: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
  ),
  owner: /* @__PURE__ */ z.lazy(() => UserResponseSchema),
  approximate_guild_count: /* @__PURE__ */ z.int32(),
  approximate_user_install_count: /* @__PURE__ */ z.int32(),
  approximate_user_authorization_count: /* @__PURE__ */ z.int32(),
  event_webhooks_url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
  ),
  event_webhooks_status: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => ApplicationEventWebhooksStatusSchema),
  ),
  event_webhooks_types: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.literal([
        "APPLICATION_AUTHORIZED",
        "APPLICATION_DEAUTHORIZED",
        "ENTITLEMENT_CREATE",
        "ENTITLEMENT_DELETE",
        "ENTITLEMENT_UPDATE",
        "GAME_DIRECT_MESSAGE_CREATE",
        "GAME_DIRECT_MESSAGE_DELETE",
        "GAME_DIRECT_MESSAGE_UPDATE",
        "LOBBY_MESSAGE_CREATE",
        "LOBBY_MESSAGE_DELETE",
        "LOBBY_MESSAGE_UPDATE",
        "QUEST_USER_ENROLLMENT",
      ]),
    ),
  ),
  explicit_content_filter: /* @__PURE__ */ z.lazy(
    () => ApplicationExplicitContentFilterTypesSchema,
  ),
  team: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => TeamResponseSchema)),
  eligible_oauth2_scopes: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => OAuth2ScopesSchema)),
});

export const PrivateChannelLocationSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.string(),
  kind: /* @__PURE__ */ z.literal("pc"),
  channel_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
});

export const PrivateChannelResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  type: /* @__PURE__ */ z.literal(1),
  last_message_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  flags: /* @__PURE__ */ z.int32(),
  last_pin_timestamp: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  recipients: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
});

export const PrivateGroupChannelResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  type: /* @__PURE__ */ z.literal(3),
  last_message_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  flags: /* @__PURE__ */ z.int32(),
  last_pin_timestamp: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  recipients: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  icon: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  owner_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  managed: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  application_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const PrivateGuildMemberResponseSchema = /* @__PURE__ */ zObject({
  avatar: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  avatar_decoration_data: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => UserAvatarDecorationResponseSchema),
  ),
  banner: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  communication_disabled_until: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  flags: /* @__PURE__ */ z.int32(),
  joined_at: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  nick: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  pending: /* @__PURE__ */ z.boolean(),
  premium_since: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  roles: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  collectibles: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => UserCollectiblesResponseSchema),
  ),
  user: /* @__PURE__ */ z.lazy(() => UserResponseSchema),
  mute: /* @__PURE__ */ z.boolean(),
  deaf: /* @__PURE__ */ z.boolean(),
  permissions: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});

export const ProvisionalTokenResponseSchema = /* @__PURE__ */ zObject({
  token_type: /* @__PURE__ */ z.string(),
  access_token: /* @__PURE__ */ z.string(),
  expires_in: /* @__PURE__ */ z.int32(),
  scope: /* @__PURE__ */ z.string(),
  id_token: /* @__PURE__ */ z.string(),
  refresh_token: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  scopes: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string())),
  expires_at_s: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
});

export const PruneGuildRequestSchema = /* @__PURE__ */ zObject({
  days: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(30)),
  ),
  compute_prune_count: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  include_roles: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
        .check(/* @__PURE__ */ z.maxLength(100)),
      /* @__PURE__ */ z.null(),
    ]),
  ),
});

export const PurchaseNotificationResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.lazy(() => PurchaseTypeSchema),
  guild_product_purchase: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => GuildProductPurchaseResponseSchema),
  ),
});

export const PurchaseTypeSchema = /* @__PURE__ */ z.literal(0);

export const QuarantineUserActionSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(4),
  metadata: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => QuarantineUserActionMetadataSchema),
  ),
});

export const QuarantineUserActionMetadataSchema = /* @__PURE__ */ zObject({});

export const QuarantineUserActionMetadataResponseSchema = /* @__PURE__ */ zObject({});

export const QuarantineUserActionResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(4),
  metadata: /* @__PURE__ */ z.lazy(() => QuarantineUserActionMetadataResponseSchema),
});

export const RadioGroupComponentForModalRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(21),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  custom_id: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  options: /* @__PURE__ */ z
    .array(/* @__PURE__ */ z.lazy(() => RadioGroupOptionForRequestSchema))
    .check(/* @__PURE__ */ z.minLength(2), /* @__PURE__ */ z.maxLength(10)),
});

export const RadioGroupOptionForRequestSchema = /* @__PURE__ */ zObject({
  label: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  value: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
  default: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const ReactionTypesSchema = /* @__PURE__ */ z.literal([0, 1]);

export const RecurrenceRuleSchema = /* @__PURE__ */ zObject({
  start: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  end: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  frequency: /* @__PURE__ */ z.lazy(() => RecurrenceRuleFrequenciesSchema),
  interval: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
  by_weekday: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => RecurrenceRuleWeekdaysSchema))
      .check(/* @__PURE__ */ z.maxLength(7)),
  ),
  by_n_weekday: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => ByNWeekdaySchema))
      .check(/* @__PURE__ */ z.maxLength(7)),
  ),
  by_month: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => RecurrenceRuleMonthsSchema))
      .check(/* @__PURE__ */ z.maxLength(12)),
  ),
  by_month_day: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z
          .int32()
          .check(/* @__PURE__ */ z.minimum(-1), /* @__PURE__ */ z.maximum(31)),
      )
      .check(/* @__PURE__ */ z.maxLength(33)),
  ),
  by_year_day: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z
          .int32()
          .check(/* @__PURE__ */ z.minimum(-1), /* @__PURE__ */ z.maximum(365)),
      )
      .check(/* @__PURE__ */ z.maxLength(367)),
  ),
  count: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
});

export const RecurrenceRuleFrequenciesSchema = /* @__PURE__ */ z.literal([3, 2, 1, 0]);

export const RecurrenceRuleMonthsSchema = /* @__PURE__ */ z.literal([
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
]);

export const RecurrenceRuleResponseSchema = /* @__PURE__ */ zObject({
  start: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  end: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  frequency: /* @__PURE__ */ z.lazy(() => RecurrenceRuleFrequenciesSchema),
  interval: /* @__PURE__ */ z.int32(),
  by_weekday: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => RecurrenceRuleWeekdaysSchema)),
  ),
  by_n_weekday: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => ByNWeekdayResponseSchema)),
  ),
  by_month: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => RecurrenceRuleMonthsSchema)),
  ),
  by_month_day: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.array(/* @__PURE__ */ z.int32())),
  by_year_day: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ z.int32())),
  count: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
});

export const RecurrenceRuleWeekdaysSchema = /* @__PURE__ */ z.literal([0, 1, 2, 3, 4, 5, 6]);

export const ResolvedObjectsResponseSchema = /* @__PURE__ */ zObject({
  users: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z.lazy(() => UserResponseSchema),
    ),
  ),
  members: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z.lazy(() => BasicGuildMemberResponseSchema),
    ),
  ),
  channels: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z.union([
        /* @__PURE__ */ z.lazy(() => GuildChannelResponseSchema),
        /* @__PURE__ */ z.lazy(() => PrivateChannelResponseSchema),
        /* @__PURE__ */ z.lazy(() => PrivateGroupChannelResponseSchema),
        /* @__PURE__ */ z.lazy(() => ThreadResponseSchema),
      ]),
    ),
  ),
  roles: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z.lazy(() => GuildRoleResponseSchema),
    ),
  ),
});

export const ResourceChannelResponseSchema = /* @__PURE__ */ zObject({
  channel_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  title: /* @__PURE__ */ z.string(),
  emoji: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SettingsEmojiResponseSchema)),
  icon: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.string(),
});

export const RichEmbedSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  title: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(256)),
  ),
  color: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(16777215)),
  ),
  timestamp: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(4096)),
  ),
  author: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => RichEmbedAuthorSchema)),
  image: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => RichEmbedImageSchema)),
  thumbnail: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => RichEmbedThumbnailSchema)),
  footer: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => RichEmbedFooterSchema)),
  fields: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => RichEmbedFieldSchema))
      .check(/* @__PURE__ */ z.maxLength(25)),
  ),
  provider: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => RichEmbedProviderSchema)),
  video: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => RichEmbedVideoSchema)),
});

export const RichEmbedAuthorSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(256)),
  ),
  url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  icon_url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
});

export const RichEmbedFieldSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(256)),
  value: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(1024)),
  inline: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const RichEmbedFooterSchema = /* @__PURE__ */ zObject({
  text: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(2048)),
  ),
  icon_url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
});

export const RichEmbedImageSchema = /* @__PURE__ */ zObject({
  url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  width: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  placeholder: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(64)),
  ),
  placeholder_version: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(2147483647)),
  ),
  is_animated: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(4096)),
  ),
});

export const RichEmbedProviderSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(256)),
  ),
  url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
});

export const RichEmbedThumbnailSchema = /* @__PURE__ */ zObject({
  url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  width: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  placeholder: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(64)),
  ),
  placeholder_version: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(2147483647)),
  ),
  is_animated: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(4096)),
  ),
});

export const RichEmbedVideoSchema = /* @__PURE__ */ zObject({
  url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  width: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  placeholder: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(64)),
  ),
  placeholder_version: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(2147483647)),
  ),
  is_animated: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(4096)),
  ),
});

export const RoleColorsSchema = /* @__PURE__ */ zObject({
  primary_color: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(16777215)),
  ),
  secondary_color: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(16777215)),
  ),
  tertiary_color: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(16777215)),
  ),
});

export const RoleSelectComponentForMessageRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(6),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  custom_id: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  placeholder: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(150)),
  ),
  min_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(25)),
  ),
  max_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(25)),
  ),
  disabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  default_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => RoleSelectDefaultValueSchema))
      .check(/* @__PURE__ */ z.maxLength(25)),
  ),
});

export const RoleSelectComponentForModalRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(6),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  custom_id: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  placeholder: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(150)),
  ),
  min_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(25)),
  ),
  max_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(25)),
  ),
  disabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  default_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => RoleSelectDefaultValueSchema))
      .check(/* @__PURE__ */ z.maxLength(25)),
  ),
});

export const RoleSelectComponentResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(6),
  id: /* @__PURE__ */ z.int32(),
  custom_id: /* @__PURE__ */ z.string(),
  placeholder: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  min_values: /* @__PURE__ */ z.int32(),
  max_values: /* @__PURE__ */ z.int32(),
  disabled: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  default_values: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => RoleSelectDefaultValueResponseSchema)),
  ),
});

export const RoleSelectDefaultValueSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal("role"),
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
});

export const RoleSelectDefaultValueResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal("role"),
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
});

export const SDKMessageRequestSchema = /* @__PURE__ */ zObject({
  content: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(4000)),
  ),
  embeds: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => RichEmbedSchema))
      .check(/* @__PURE__ */ z.maxLength(10)),
  ),
  allowed_mentions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => MessageAllowedMentionsRequestSchema),
  ),
  sticker_ids: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(3)),
  ),
  components: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => ActionRowComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => ContainerComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => FileComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => MediaGalleryComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => SectionComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => SeparatorComponentForMessageRequestSchema),
          /* @__PURE__ */ z.lazy(() => TextDisplayComponentForMessageRequestSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.maxLength(40)),
  ),
  flags: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  attachments: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => MessageAttachmentRequestSchema))
      .check(/* @__PURE__ */ z.maxLength(10)),
  ),
  poll: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => PollCreateRequestSchema)),
  shared_client_theme: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => CustomClientThemeShareRequestSchema),
  ),
  message_reference: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => MessageReferenceRequestSchema),
  ),
  nonce: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z
        .number()
        .check(
          /* @__PURE__ */ z.minimum(-9223372036854776000),
          /* @__PURE__ */ z.maximum(9223372036854776000),
        ),
      /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(25)),
      /* @__PURE__ */ z.null(),
    ]),
  ),
  enforce_nonce: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  tts: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const SKUIneligibilityReasonSchema = /* @__PURE__ */ z.literal([0, 1, 2]);

export const ScheduledEventResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  channel_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  creator_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  creator: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  image: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  scheduled_start_time: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  scheduled_end_time: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  status: /* @__PURE__ */ z.lazy(() => GuildScheduledEventStatusesSchema),
  entity_type: /* @__PURE__ */ z.lazy(() => GuildScheduledEventEntityTypesSchema),
  entity_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  recurrence_rule: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => RecurrenceRuleResponseSchema),
  ),
  user_count: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  privacy_level: /* @__PURE__ */ z.lazy(() => GuildScheduledEventPrivacyLevelsSchema),
  user_rsvp: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => ScheduledEventUserResponseSchema),
  ),
  guild_scheduled_event_exceptions: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.lazy(() => GuildScheduledEventExceptionResponseSchema),
  ),
});

export const ScheduledEventUserCountResponseSchema = /* @__PURE__ */ zObject({
  guild_scheduled_event_count: /* @__PURE__ */ z.int32(),
  guild_scheduled_event_exception_counts: /* @__PURE__ */ z.record(
    /* @__PURE__ */ z.string(),
    /* @__PURE__ */ z.int32(),
  ),
});

export const ScheduledEventUserResponseSchema = /* @__PURE__ */ zObject({
  guild_scheduled_event_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  guild_scheduled_event_exception_id: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  ),
  user_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  member: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => GuildMemberResponseSchema)),
  response: /* @__PURE__ */ z.lazy(() => GuildScheduledEventUserResponsesSchema),
});

export const SearchIndexNotReadyResponseSchema = /* @__PURE__ */ zObject({
  message: /* @__PURE__ */ z.string(),
  code: /* @__PURE__ */ z.int32(),
  documents_indexed: /* @__PURE__ */ z.int32(),
  retry_after: /* @__PURE__ */ z.int32(),
});

export const SearchMessageResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.lazy(() => MessageTypeSchema),
  content: /* @__PURE__ */ z.string(),
  mentions: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  mention_roles: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  attachments: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.lazy(() => MessageAttachmentResponseSchema),
  ),
  embeds: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => MessageEmbedResponseSchema)),
  timestamp: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  edited_timestamp: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  flags: /* @__PURE__ */ z.int32(),
  components: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.lazy(() => ActionRowComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => ContainerComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => FileComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => MediaGalleryComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => SectionComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => SeparatorComponentResponseSchema),
      /* @__PURE__ */ z.lazy(() => TextDisplayComponentResponseSchema),
    ]),
  ),
  stickers: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.union([
        /* @__PURE__ */ z.lazy(() => GuildStickerResponseSchema),
        /* @__PURE__ */ z.lazy(() => StandardStickerResponseSchema),
      ]),
    ),
  ),
  sticker_items: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => MessageStickerItemResponseSchema)),
  ),
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  channel_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  author: /* @__PURE__ */ z.lazy(() => UserResponseSchema),
  pinned: /* @__PURE__ */ z.boolean(),
  mention_everyone: /* @__PURE__ */ z.boolean(),
  tts: /* @__PURE__ */ z.boolean(),
  call: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => MessageCallResponseSchema)),
  activity: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => MessageActivityResponseSchema)),
  application: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => BasicApplicationResponseWithBotSchema),
  ),
  application_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  interaction: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => MessageInteractionResponseSchema),
  ),
  nonce: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z
        .number()
        .check(
          /* @__PURE__ */ z.minimum(-9223372036854776000),
          /* @__PURE__ */ z.maximum(9223372036854776000),
        ),
      /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(25)),
    ]),
  ),
  webhook_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  message_reference: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => MessageReferenceResponseSchema),
  ),
  thread: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => ThreadResponseSchema)),
  mention_channels: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => MessageMentionChannelResponseSchema)),
  ),
  role_subscription_data: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => MessageRoleSubscriptionDataResponseSchema),
  ),
  purchase_notification: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => PurchaseNotificationResponseSchema),
  ),
  position: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  resolved: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => ResolvedObjectsResponseSchema)),
  poll: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => PollResponseSchema)),
  shared_client_theme: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => CustomClientThemeResponseSchema),
  ),
  interaction_metadata: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.lazy(() => ApplicationCommandInteractionMetadataResponseSchema),
      /* @__PURE__ */ z.lazy(() => MessageComponentInteractionMetadataResponseSchema),
      /* @__PURE__ */ z.lazy(() => ModalSubmitInteractionMetadataResponseSchema),
    ]),
  ),
  message_snapshots: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => MessageSnapshotResponseSchema)),
  ),
  lobby_member: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => MessageLobbyMemberResponseSchema),
  ),
  reactions: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => MessageReactionResponseSchema)),
  ),
  referenced_message: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => BasicMessageResponseSchema),
  ),
  hit: /* @__PURE__ */ z.boolean(),
  restriction_count: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
});

export const SearchableEmbedTypeSchema = /* @__PURE__ */ z.literal([
  "image",
  "video",
  "gif",
  "sound",
  "article",
]);

export const SectionComponentForMessageRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(9),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  components: /* @__PURE__ */ z
    .array(/* @__PURE__ */ z.lazy(() => TextDisplayComponentForMessageRequestSchema))
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(3)),
  accessory: /* @__PURE__ */ z.union([
    /* @__PURE__ */ z.lazy(() => ButtonComponentForMessageRequestSchema),
    /* @__PURE__ */ z.lazy(() => ThumbnailComponentForMessageRequestSchema),
  ]),
});

export const SectionComponentResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(9),
  id: /* @__PURE__ */ z.int32(),
  components: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.lazy(() => TextDisplayComponentResponseSchema),
  ),
  accessory: /* @__PURE__ */ z.union([
    /* @__PURE__ */ z.lazy(() => ButtonComponentResponseSchema),
    /* @__PURE__ */ z.lazy(() => ThumbnailComponentResponseSchema),
  ]),
});

export const SeparatorComponentForMessageRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(14),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  spacing: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => MessageComponentSeparatorSpacingSizeSchema),
  ),
  divider: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const SeparatorComponentResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(14),
  id: /* @__PURE__ */ z.int32(),
  spacing: /* @__PURE__ */ z.lazy(() => MessageComponentSeparatorSpacingSizeSchema),
  divider: /* @__PURE__ */ z.boolean(),
});

export const SettingsEmojiResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  animated: /* @__PURE__ */ z.boolean(),
});

export const SlackWebhookSchema = /* @__PURE__ */ zObject({
  text: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(2000)),
  ),
  username: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  icon_url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  attachments: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => WebhookSlackEmbedSchema))
      .check(/* @__PURE__ */ z.maxLength(1521)),
  ),
});

export const SnowflakeSelectDefaultValueTypesSchema = /* @__PURE__ */ z.literal([
  "user",
  "role",
  "channel",
]);

export const SnowflakeTypeSchema = /* @__PURE__ */ z
  .string()
  .check(/* @__PURE__ */ z.regex(/* @__PURE__ */ new RegExp("^(0|[1-9][0-9]*)$")));

export const SocialLayerSKUPurchaseEligibilityCallbackDataSchema = /* @__PURE__ */ zObject({
  eligible: /* @__PURE__ */ z.boolean(),
  ineligible_reason: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => SKUIneligibilityReasonSchema),
  ),
  ineligible_reason_description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(255)),
  ),
});

export const SocialLayerSKUPurchaseEligibilityInteractionCallbackRequestSchema =
  /* @__PURE__ */ zObject({
    type: /* @__PURE__ */ z.literal(13),
    data: /* @__PURE__ */ z.lazy(() => SocialLayerSKUPurchaseEligibilityCallbackDataSchema),
  });

export const SortingModeSchema = /* @__PURE__ */ z.literal(["relevance", "timestamp"]);

export const SortingOrderSchema = /* @__PURE__ */ z.literal(["asc", "desc"]);

export const SoundboardCreateRequestSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(2), /* @__PURE__ */ z.maxLength(32)),
  volume: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(1)),
  ),
  emoji_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  emoji_name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
  ),
  sound: /* @__PURE__ */ z.string(),
});

export const SoundboardPatchRequestPartialSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(2), /* @__PURE__ */ z.maxLength(32)),
  ),
  volume: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(1)),
  ),
  emoji_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  emoji_name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(32)),
  ),
});

export const SoundboardSoundResponseSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.string(),
  sound_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  volume: /* @__PURE__ */ z.number(),
  emoji_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  emoji_name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  guild_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  available: /* @__PURE__ */ z.boolean(),
  user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
});

export const SoundboardSoundSendRequestSchema = /* @__PURE__ */ zObject({
  sound_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  source_guild_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const StageInstanceResponseSchema = /* @__PURE__ */ zObject({
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  channel_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  topic: /* @__PURE__ */ z.string(),
  privacy_level: /* @__PURE__ */ z.lazy(() => StageInstancesPrivacyLevelsSchema),
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  discoverable_disabled: /* @__PURE__ */ z.boolean(),
  guild_scheduled_event_id: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  ),
});

export const StageInstancesPrivacyLevelsSchema = /* @__PURE__ */ z.literal([1, 2]);

export const StageScheduledEventCreateRequestSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(1000)),
  ),
  image: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  scheduled_start_time: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  scheduled_end_time: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  privacy_level: /* @__PURE__ */ z.lazy(() => GuildScheduledEventPrivacyLevelsSchema),
  entity_type: /* @__PURE__ */ z.literal(1),
  channel_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  recurrence_rule: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => RecurrenceRuleSchema)),
  entity_metadata: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => EntityMetadataStageInstanceSchema),
  ),
});

export const StageScheduledEventPatchRequestPartialSchema = /* @__PURE__ */ zObject({
  status: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => GuildScheduledEventStatusesSchema),
  ),
  name: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(1000)),
  ),
  image: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  scheduled_start_time: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  scheduled_end_time: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  entity_type: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.literal(1)),
  privacy_level: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => GuildScheduledEventPrivacyLevelsSchema),
  ),
  channel_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  recurrence_rule: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => RecurrenceRuleSchema)),
  entity_metadata: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => EntityMetadataStageInstanceSchema),
  ),
});

export const StageScheduledEventResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  channel_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  creator_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  creator: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  image: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  scheduled_start_time: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  scheduled_end_time: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  status: /* @__PURE__ */ z.lazy(() => GuildScheduledEventStatusesSchema),
  entity_type: /* @__PURE__ */ z.literal(1),
  entity_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  recurrence_rule: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => RecurrenceRuleResponseSchema),
  ),
  user_count: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  privacy_level: /* @__PURE__ */ z.lazy(() => GuildScheduledEventPrivacyLevelsSchema),
  user_rsvp: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => ScheduledEventUserResponseSchema),
  ),
  guild_scheduled_event_exceptions: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.lazy(() => GuildScheduledEventExceptionResponseSchema),
  ),
  entity_metadata: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => EntityMetadataStageInstanceResponseSchema),
  ),
});

export const StandardStickerResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  tags: /* @__PURE__ */ z.string(),
  type: /* @__PURE__ */ z.literal(1),
  format_type: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => StickerFormatTypesSchema)),
  description: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  pack_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  sort_value: /* @__PURE__ */ z.int32(),
});

export const StickerFormatTypesSchema = /* @__PURE__ */ z.literal([1, 2, 3, 4]);

export const StickerPackCollectionResponseSchema = /* @__PURE__ */ zObject({
  sticker_packs: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => StickerPackResponseSchema)),
});

export const StickerPackResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  sku_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  stickers: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => StandardStickerResponseSchema)),
  cover_sticker_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  banner_asset_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const StickerTypesSchema = /* @__PURE__ */ z.literal([1, 2]);

export const StringSelectComponentForMessageRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(3),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  custom_id: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  placeholder: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(150)),
  ),
  min_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(25)),
  ),
  max_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(25)),
  ),
  disabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  options: /* @__PURE__ */ z
    .array(/* @__PURE__ */ z.lazy(() => StringSelectOptionForRequestSchema))
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(25)),
});

export const StringSelectComponentForModalRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(3),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  custom_id: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  placeholder: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(150)),
  ),
  min_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(25)),
  ),
  max_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(25)),
  ),
  disabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  options: /* @__PURE__ */ z
    .array(/* @__PURE__ */ z.lazy(() => StringSelectOptionForRequestSchema))
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(25)),
});

export const StringSelectComponentResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(3),
  id: /* @__PURE__ */ z.int32(),
  custom_id: /* @__PURE__ */ z.string(),
  placeholder: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  min_values: /* @__PURE__ */ z.int32(),
  max_values: /* @__PURE__ */ z.int32(),
  disabled: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  options: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => StringSelectOptionResponseSchema)),
});

export const StringSelectOptionForRequestSchema = /* @__PURE__ */ zObject({
  label: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  value: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
  default: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  emoji: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => ComponentEmojiForRequestSchema)),
});

export const StringSelectOptionResponseSchema = /* @__PURE__ */ zObject({
  label: /* @__PURE__ */ z.string(),
  value: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  emoji: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => ComponentEmojiResponseSchema)),
  default: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});

export const SubscriptionResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  user_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  sku_ids: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  renewal_sku_ids: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  ),
  entitlement_ids: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  current_period_start: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  current_period_end: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  status: /* @__PURE__ */ z.lazy(() => SubscriptionResponseStatusTypeSchema),
  canceled_at: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  country: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});

export const SubscriptionResponseStatusTypeSchema = /* @__PURE__ */ z.literal([0, 1, 2]);

export const TargetUsersJobStatusResponseSchema = /* @__PURE__ */ zObject({
  status: /* @__PURE__ */ z.lazy(() => TargetUsersJobStatusTypesSchema),
  total_users: /* @__PURE__ */ z.lazy(() => UInt32TypeSchema),
  processed_users: /* @__PURE__ */ z.lazy(() => UInt32TypeSchema),
  created_at: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  completed_at: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  error_message: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
});

export const TargetUsersJobStatusTypesSchema = /* @__PURE__ */ z.literal([0, 1, 2, 3]);

export const TeamMemberResponseSchema = /* @__PURE__ */ zObject({
  user: /* @__PURE__ */ z.lazy(() => UserResponseSchema),
  team_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  membership_state: /* @__PURE__ */ z.lazy(() => TeamMembershipStatesSchema),
  role: /* @__PURE__ */ z.lazy(() => TeamMemberRolesSchema),
  permissions: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
});

export const TeamMemberRolesSchema = /* @__PURE__ */ z.literal(["admin", "developer", "read_only"]);

export const TeamMembershipStatesSchema = /* @__PURE__ */ z.literal([1, 2]);

export const TeamResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  icon: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  name: /* @__PURE__ */ z.string(),
  owner_user_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  members: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => TeamMemberResponseSchema)),
});

export const TermsFormFieldResponseSchema = /* @__PURE__ */ zObject({
  field_type: /* @__PURE__ */ z.literal("TERMS"),
  label: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  required: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  values: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
  response: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});

export const TextDisplayComponentForMessageRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(10),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  content: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(4000)),
});

export const TextDisplayComponentForModalRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(10),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  content: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(4000)),
});

export const TextDisplayComponentResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(10),
  id: /* @__PURE__ */ z.int32(),
  content: /* @__PURE__ */ z.string(),
});

export const TextInputComponentForModalRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(4),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  custom_id: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  style: /* @__PURE__ */ z.lazy(() => TextInputStyleTypesSchema),
  label: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(45)),
  ),
  value: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(4000)),
  ),
  placeholder: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  min_length: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(4000)),
  ),
  max_length: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(4000)),
  ),
});

export const TextInputComponentResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(4),
  id: /* @__PURE__ */ z.int32(),
  custom_id: /* @__PURE__ */ z.string(),
  style: /* @__PURE__ */ z.lazy(() => TextInputStyleTypesSchema),
  label: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  value: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  placeholder: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  required: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  min_length: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int32()),
  max_length: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int32()),
});

export const TextInputFormFieldResponseSchema = /* @__PURE__ */ zObject({
  field_type: /* @__PURE__ */ z.literal("TEXT_INPUT"),
  label: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  description: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  required: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  placeholder: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  response: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});

export const TextInputStyleTypesSchema = /* @__PURE__ */ z.literal([1, 2]);

export const ThreadAutoArchiveDurationSchema = /* @__PURE__ */ z.literal([60, 1440, 4320, 10080]);

export const ThreadMemberResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  user_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  join_timestamp: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  flags: /* @__PURE__ */ z.int32(),
  member: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => GuildMemberResponseSchema)),
});

export const ThreadMetadataResponseSchema = /* @__PURE__ */ zObject({
  archived: /* @__PURE__ */ z.boolean(),
  archive_timestamp: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  auto_archive_duration: /* @__PURE__ */ z.lazy(() => ThreadAutoArchiveDurationSchema),
  locked: /* @__PURE__ */ z.boolean(),
  create_timestamp: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  invitable: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});

export const ThreadResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  type: /* @__PURE__ */ z.literal([10, 11, 12]),
  last_message_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  flags: /* @__PURE__ */ z.int32(),
  last_pin_timestamp: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  parent_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  rate_limit_per_user: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  bitrate: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  user_limit: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  rtc_region: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  video_quality_mode: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => VideoQualityModesSchema),
  ),
  permissions: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  owner_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  thread_metadata: /* @__PURE__ */ z.lazy(() => ThreadMetadataResponseSchema),
  message_count: /* @__PURE__ */ z.int32(),
  member_count: /* @__PURE__ */ z.int32(),
  total_message_sent: /* @__PURE__ */ z.int32(),
  applied_tags: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  ),
  member: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => ThreadMemberResponseSchema)),
});

export const ThreadSearchResponseSchema = /* @__PURE__ */ zObject({
  threads: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => ThreadResponseSchema)),
  members: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => ThreadMemberResponseSchema)),
  has_more: /* @__PURE__ */ z.boolean(),
  first_messages: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => MessageResponseSchema)),
  ),
  total_results: /* @__PURE__ */ z.int32(),
});

export const ThreadSearchTagSettingSchema = /* @__PURE__ */ z.literal(["match_all", "match_some"]);

export const ThreadSortOrderSchema = /* @__PURE__ */ z.literal([0, 1]);

export const ThreadSortingModeSchema = /* @__PURE__ */ z.literal([
  "relevance",
  "creation_time",
  "last_message_time",
  "archive_time",
]);

export const ThreadsResponseSchema = /* @__PURE__ */ zObject({
  threads: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => ThreadResponseSchema)),
  members: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => ThreadMemberResponseSchema)),
  has_more: /* @__PURE__ */ z.boolean(),
  first_messages: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => MessageResponseSchema)),
  ),
});

export const ThumbnailComponentForMessageRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(11),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(1024)),
  ),
  spoiler: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  media: /* @__PURE__ */ z.lazy(() => UnfurledMediaRequestSchema),
});

export const ThumbnailComponentResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(11),
  id: /* @__PURE__ */ z.int32(),
  media: /* @__PURE__ */ z.lazy(() => UnfurledMediaResponseSchema),
  description: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  spoiler: /* @__PURE__ */ z.boolean(),
});

export const TypingIndicatorResponseSchema = /* @__PURE__ */ zObject({});

export const UInt32TypeSchema = /* @__PURE__ */ z
  .number()
  .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(4294967295));

export const UnbanUserFromGuildRequestSchema = /* @__PURE__ */ zObject({});

export const UnfurledMediaRequestSchema = /* @__PURE__ */ zObject({
  url: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.maxLength(2048))
    .check(/* @__PURE__ */ z.url()),
});

export const UnfurledMediaRequestWithAttachmentReferenceRequiredSchema = /* @__PURE__ */ zObject({
  url: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.maxLength(2048))
    .check(/* @__PURE__ */ z.url()),
});

export const UnfurledMediaResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  url: /* @__PURE__ */ z.string(),
  proxy_url: /* @__PURE__ */ z.string(),
  width: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
  height: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
  content_type: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  attachment_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const UpdateApplicationUserRoleConnectionRequestSchema = /* @__PURE__ */ zObject({
  platform_name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(50)),
  ),
  platform_username: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
  metadata: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.record(
      /* @__PURE__ */ z.string(),
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
    ),
  ),
});

export const UpdateDMRequestPartialSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(0), /* @__PURE__ */ z.maxLength(100)),
  ),
});

export const UpdateDefaultReactionEmojiRequestSchema = /* @__PURE__ */ zObject({
  emoji_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  emoji_name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
});

export const UpdateGroupDMRequestPartialSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(0), /* @__PURE__ */ z.maxLength(100)),
  ),
  icon: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
});

export const UpdateGuildChannelRequestPartialSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.literal([0, 2, 4, 5, 13, 14, 15])),
  name: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  ),
  position: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0)),
  ),
  topic: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(0), /* @__PURE__ */ z.maxLength(4096)),
  ),
  bitrate: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(8000)),
  ),
  user_limit: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0)),
  ),
  nsfw: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  rate_limit_per_user: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(21600)),
  ),
  parent_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  permission_overwrites: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => ChannelPermissionOverwriteRequestSchema))
      .check(/* @__PURE__ */ z.maxLength(100)),
  ),
  rtc_region: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  video_quality_mode: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => VideoQualityModesSchema),
  ),
  default_auto_archive_duration: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => ThreadAutoArchiveDurationSchema),
  ),
  default_reaction_emoji: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => UpdateDefaultReactionEmojiRequestSchema),
  ),
  default_thread_rate_limit_per_user: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(21600)),
  ),
  default_sort_order: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => ThreadSortOrderSchema),
  ),
  default_forum_layout: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => ForumLayoutSchema)),
  default_tag_setting: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => ThreadSearchTagSettingSchema),
  ),
  flags: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  available_tags: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => UpdateThreadTagRequestSchema))
      .check(/* @__PURE__ */ z.maxLength(20)),
  ),
});

export const UpdateGuildOnboardingRequestSchema = /* @__PURE__ */ zObject({
  prompts: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => UpdateOnboardingPromptRequestSchema))
      .check(/* @__PURE__ */ z.maxLength(15)),
  ),
  enabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  default_channel_ids: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(500)),
  ),
  mode: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => GuildOnboardingModeSchema)),
});

export const UpdateMessageInteractionCallbackRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal([6, 7]),
  data: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => IncomingWebhookUpdateForInteractionCallbackRequestPartialSchema),
  ),
});

export const UpdateMessageInteractionCallbackResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(7),
  message: /* @__PURE__ */ z.lazy(() => MessageResponseSchema),
});

export const UpdateOnboardingPromptRequestSchema = /* @__PURE__ */ zObject({
  title: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  options: /* @__PURE__ */ z
    .array(/* @__PURE__ */ z.lazy(() => OnboardingPromptOptionRequestSchema))
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(50)),
  single_select: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  in_onboarding: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  type: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => OnboardingPromptTypeSchema)),
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
});

export const UpdateRolePositionsRequestSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  position: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
});

export const UpdateRoleRequestPartialSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  ),
  permissions: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  color: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(16777215)),
  ),
  colors: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => RoleColorsSchema)),
  hoist: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  mentionable: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  icon: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  unicode_emoji: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
});

export const UpdateSelfVoiceStateRequestPartialSchema = /* @__PURE__ */ zObject({
  request_to_speak_timestamp: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  suppress: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  channel_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const UpdateThreadRequestPartialSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.minLength(0), /* @__PURE__ */ z.maxLength(100)),
  ),
  archived: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  locked: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  invitable: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  auto_archive_duration: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => ThreadAutoArchiveDurationSchema),
  ),
  rate_limit_per_user: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(21600)),
  ),
  flags: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  applied_tags: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(5)),
  ),
  bitrate: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(8000)),
  ),
  user_limit: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(99)),
  ),
  rtc_region: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  video_quality_mode: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => VideoQualityModesSchema),
  ),
});

export const UpdateThreadTagRequestSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(0), /* @__PURE__ */ z.maxLength(50)),
  emoji_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  emoji_name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
  moderated: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const UpdateVoiceStateRequestPartialSchema = /* @__PURE__ */ zObject({
  suppress: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  channel_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const UserAvatarDecorationResponseSchema = /* @__PURE__ */ zObject({
  asset: /* @__PURE__ */ z.string(),
  sku_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const UserCollectiblesResponseSchema = /* @__PURE__ */ zObject({
  nameplate: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => UserNameplateResponseSchema)),
});

export const UserCommunicationDisabledActionSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(3),
  metadata: /* @__PURE__ */ z.lazy(() => UserCommunicationDisabledActionMetadataSchema),
});

export const UserCommunicationDisabledActionMetadataSchema = /* @__PURE__ */ zObject({
  duration_seconds: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .number()
      .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(2419200)),
  ),
});

export const UserCommunicationDisabledActionMetadataResponseSchema = /* @__PURE__ */ zObject({
  duration_seconds: /* @__PURE__ */ z.int32(),
});

export const UserCommunicationDisabledActionResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(3),
  metadata: /* @__PURE__ */ z.lazy(() => UserCommunicationDisabledActionMetadataResponseSchema),
});

export const UserGuildOnboardingResponseSchema = /* @__PURE__ */ zObject({
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  prompts: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => OnboardingPromptResponseSchema)),
  default_channel_ids: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  enabled: /* @__PURE__ */ z.boolean(),
  mode: /* @__PURE__ */ z.lazy(() => GuildOnboardingModeSchema),
});

export const UserNameplateResponseSchema = /* @__PURE__ */ zObject({
  sku_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  asset: /* @__PURE__ */ z.string(),
  label: /* @__PURE__ */ z.string(),
  palette: /* @__PURE__ */ z.lazy(() => NameplatePaletteSchema),
});

export const UserNotificationSettingsSchema = /* @__PURE__ */ z.literal([0, 1]);

export const UserPIIResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  username: /* @__PURE__ */ z.string(),
  avatar: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  discriminator: /* @__PURE__ */ z.string(),
  public_flags: /* @__PURE__ */ z.int32(),
  flags: /* @__PURE__ */ z.lazy(() => Int53TypeSchema),
  bot: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  system: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  banner: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  accent_color: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
  global_name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  avatar_decoration_data: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => UserAvatarDecorationResponseSchema),
  ),
  collectibles: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => UserCollectiblesResponseSchema),
  ),
  primary_guild: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => UserPrimaryGuildResponseSchema),
  ),
  mfa_enabled: /* @__PURE__ */ z.boolean(),
  locale: /* @__PURE__ */ z.lazy(() => AvailableLocalesEnumSchema),
  premium_type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => PremiumTypesSchema)),
  email: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  verified: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});

export const UserPrimaryGuildResponseSchema = /* @__PURE__ */ zObject({
  identity_guild_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  identity_enabled: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.boolean()),
  tag: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  badge: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
});

export const UserProfileMetadataSchema = /* @__PURE__ */ zObject({
  keyword_filter: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z
          .string()
          .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(60)),
      )
      .check(/* @__PURE__ */ z.maxLength(1000)),
  ),
  regex_patterns: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z
          .string()
          .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(260)),
      )
      .check(/* @__PURE__ */ z.maxLength(10)),
  ),
  allow_list: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z
          .string()
          .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(60)),
      )
      .check(/* @__PURE__ */ z.maxLength(100)),
  ),
});

export const UserProfileMetadataResponseSchema = /* @__PURE__ */ zObject({
  keyword_filter: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
  regex_patterns: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
  allow_list: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
});

export const UserProfileRuleResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  creator_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  event_type: /* @__PURE__ */ z.lazy(() => AutomodEventTypeSchema),
  actions: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.union([
      /* @__PURE__ */ z.lazy(() => BlockMessageActionResponseSchema),
      /* @__PURE__ */ z.lazy(() => FlagToChannelActionResponseSchema),
      /* @__PURE__ */ z.lazy(() => QuarantineUserActionResponseSchema),
      /* @__PURE__ */ z.lazy(() => UserCommunicationDisabledActionResponseSchema),
    ]),
  ),
  trigger_type: /* @__PURE__ */ z.literal(6),
  enabled: /* @__PURE__ */ z.boolean(),
  exempt_roles: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  exempt_channels: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  trigger_metadata: /* @__PURE__ */ z.lazy(() => UserProfileMetadataResponseSchema),
});

export const UserProfileUpsertRequestSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  event_type: /* @__PURE__ */ z.lazy(() => AutomodEventTypeSchema),
  actions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => BlockMessageActionSchema),
          /* @__PURE__ */ z.lazy(() => FlagToChannelActionSchema),
          /* @__PURE__ */ z.lazy(() => QuarantineUserActionSchema),
          /* @__PURE__ */ z.lazy(() => UserCommunicationDisabledActionSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(5)),
  ),
  enabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  exempt_roles: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(20)),
  ),
  exempt_channels: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(50)),
  ),
  trigger_type: /* @__PURE__ */ z.literal(6),
  trigger_metadata: /* @__PURE__ */ z.lazy(() => UserProfileMetadataSchema),
});

export const UserProfileUpsertRequestPartialSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
  event_type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => AutomodEventTypeSchema)),
  actions: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ z.lazy(() => BlockMessageActionSchema),
          /* @__PURE__ */ z.lazy(() => FlagToChannelActionSchema),
          /* @__PURE__ */ z.lazy(() => QuarantineUserActionSchema),
          /* @__PURE__ */ z.lazy(() => UserCommunicationDisabledActionSchema),
        ]),
      )
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(5)),
  ),
  enabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  exempt_roles: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(20)),
  ),
  exempt_channels: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema))
      .check(/* @__PURE__ */ z.maxLength(50)),
  ),
  trigger_type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.literal(6)),
  trigger_metadata: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => UserProfileMetadataSchema),
  ),
});

export const UserResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  username: /* @__PURE__ */ z.string(),
  avatar: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  discriminator: /* @__PURE__ */ z.string(),
  public_flags: /* @__PURE__ */ z.int32(),
  flags: /* @__PURE__ */ z.lazy(() => Int53TypeSchema),
  bot: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  system: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  banner: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  accent_color: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32()),
  global_name: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  avatar_decoration_data: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => UserAvatarDecorationResponseSchema),
  ),
  collectibles: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => UserCollectiblesResponseSchema),
  ),
  primary_guild: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => UserPrimaryGuildResponseSchema),
  ),
});

export const UserSelectComponentForMessageRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(5),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  custom_id: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  placeholder: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(150)),
  ),
  min_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(25)),
  ),
  max_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(25)),
  ),
  disabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  default_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => UserSelectDefaultValueSchema))
      .check(/* @__PURE__ */ z.maxLength(25)),
  ),
});

export const UserSelectComponentForModalRequestSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(5),
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int32().check(/* @__PURE__ */ z.minimum(0))),
  custom_id: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
  placeholder: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(150)),
  ),
  min_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(25)),
  ),
  max_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(25)),
  ),
  disabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  required: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
  default_values: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => UserSelectDefaultValueSchema))
      .check(/* @__PURE__ */ z.maxLength(25)),
  ),
});

export const UserSelectComponentResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal(5),
  id: /* @__PURE__ */ z.int32(),
  custom_id: /* @__PURE__ */ z.string(),
  placeholder: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  min_values: /* @__PURE__ */ z.int32(),
  max_values: /* @__PURE__ */ z.int32(),
  disabled: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  default_values: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => UserSelectDefaultValueResponseSchema)),
  ),
});

export const UserSelectDefaultValueSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal("user"),
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
});

export const UserSelectDefaultValueResponseSchema = /* @__PURE__ */ zObject({
  type: /* @__PURE__ */ z.literal("user"),
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
});

export const VanityURLErrorResponseSchema = /* @__PURE__ */ zObject({
  message: /* @__PURE__ */ z.string(),
  code: /* @__PURE__ */ z.int32(),
});

export const VanityURLResponseSchema = /* @__PURE__ */ zObject({
  code: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  uses: /* @__PURE__ */ z.int32(),
  error: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => VanityURLErrorResponseSchema)),
});

export const VerificationLevelsSchema = /* @__PURE__ */ z.literal([0, 1, 2, 3, 4]);

export const VideoQualityModesSchema = /* @__PURE__ */ z.literal([1, 2]);

export const VoiceRegionResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  custom: /* @__PURE__ */ z.boolean(),
  deprecated: /* @__PURE__ */ z.boolean(),
  optimal: /* @__PURE__ */ z.boolean(),
});

export const VoiceScheduledEventCreateRequestSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(1000)),
  ),
  image: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  scheduled_start_time: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  scheduled_end_time: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  privacy_level: /* @__PURE__ */ z.lazy(() => GuildScheduledEventPrivacyLevelsSchema),
  entity_type: /* @__PURE__ */ z.literal(2),
  channel_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  recurrence_rule: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => RecurrenceRuleSchema)),
  entity_metadata: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => EntityMetadataVoiceSchema),
  ),
});

export const VoiceScheduledEventPatchRequestPartialSchema = /* @__PURE__ */ zObject({
  status: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => GuildScheduledEventStatusesSchema),
  ),
  name: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100)),
  ),
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(1000)),
  ),
  image: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
  scheduled_start_time: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  scheduled_end_time: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  entity_type: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.literal(2)),
  privacy_level: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.lazy(() => GuildScheduledEventPrivacyLevelsSchema),
  ),
  channel_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  recurrence_rule: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.lazy(() => RecurrenceRuleSchema)),
  entity_metadata: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => EntityMetadataVoiceSchema),
  ),
});

export const VoiceScheduledEventResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  guild_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  channel_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  creator_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  creator: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => UserResponseSchema)),
  image: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  scheduled_start_time: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  scheduled_end_time: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  status: /* @__PURE__ */ z.lazy(() => GuildScheduledEventStatusesSchema),
  entity_type: /* @__PURE__ */ z.literal(2),
  entity_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  recurrence_rule: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => RecurrenceRuleResponseSchema),
  ),
  user_count: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int32()),
  privacy_level: /* @__PURE__ */ z.lazy(() => GuildScheduledEventPrivacyLevelsSchema),
  user_rsvp: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.lazy(() => ScheduledEventUserResponseSchema),
  ),
  guild_scheduled_event_exceptions: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.lazy(() => GuildScheduledEventExceptionResponseSchema),
  ),
  entity_metadata: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.lazy(() => EntityMetadataVoiceResponseSchema),
  ),
});

export const VoiceStateResponseSchema = /* @__PURE__ */ zObject({
  channel_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  deaf: /* @__PURE__ */ z.boolean(),
  guild_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  member: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => GuildMemberResponseSchema)),
  mute: /* @__PURE__ */ z.boolean(),
  request_to_speak_timestamp: /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.iso.datetime()),
  ),
  suppress: /* @__PURE__ */ z.boolean(),
  self_stream: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.boolean()),
  self_deaf: /* @__PURE__ */ z.boolean(),
  self_mute: /* @__PURE__ */ z.boolean(),
  self_video: /* @__PURE__ */ z.boolean(),
  session_id: /* @__PURE__ */ z.string(),
  user_id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
});

export const WebhookSlackEmbedSchema = /* @__PURE__ */ zObject({
  title: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  title_link: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  text: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  color: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(
        /* @__PURE__ */ z.maxLength(7),
        /* @__PURE__ */ z.regex(
          /* @__PURE__ */ new RegExp("^#(([0-9a-fA-F]{2}){3}|([0-9a-fA-F]){3})$"),
        ),
      ),
  ),
  ts: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
  pretext: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  footer: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  footer_icon: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  author_name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  author_link: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  author_icon: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  image_url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  thumb_url: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .string()
      .check(/* @__PURE__ */ z.maxLength(2048))
      .check(/* @__PURE__ */ z.url()),
  ),
  fields: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => WebhookSlackEmbedFieldSchema))
      .check(/* @__PURE__ */ z.maxLength(1521)),
  ),
});

export const WebhookSlackEmbedFieldSchema = /* @__PURE__ */ zObject({
  name: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  value: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(152133)),
  ),
  inline: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const WebhookSourceChannelResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
});

export const WebhookSourceGuildResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  icon: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  name: /* @__PURE__ */ z.string(),
});

export const WebhookTypesSchema = /* @__PURE__ */ z.literal([1, 2, 3]);

export const WelcomeMessageResponseSchema = /* @__PURE__ */ zObject({
  author_ids: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
  message: /* @__PURE__ */ z.string(),
});

export const WelcomeScreenPatchRequestPartialSchema = /* @__PURE__ */ zObject({
  description: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(140)),
  ),
  welcome_channels: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.lazy(() => GuildWelcomeChannelSchema))
      .check(/* @__PURE__ */ z.maxLength(5)),
  ),
  enabled: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean()),
});

export const WidgetActivitySchema = /* @__PURE__ */ zObject({ name: /* @__PURE__ */ z.string() });

export const WidgetChannelSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  position: /* @__PURE__ */ z.int32(),
});

export const WidgetImageStylesSchema = /* @__PURE__ */ z.literal([
  "shield",
  "banner1",
  "banner2",
  "banner3",
  "banner4",
]);

export const WidgetMemberSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.string(),
  username: /* @__PURE__ */ z.string(),
  discriminator: /* @__PURE__ */ z.lazy(() => WidgetUserDiscriminatorSchema),
  avatar: /* @__PURE__ */ z.null(),
  status: /* @__PURE__ */ z.string(),
  avatar_url: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.url()),
  activity: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => WidgetActivitySchema)),
  deaf: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  mute: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  self_deaf: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  self_mute: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  suppress: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  channel_id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const WidgetResponseSchema = /* @__PURE__ */ zObject({
  id: /* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema),
  name: /* @__PURE__ */ z.string(),
  instant_invite: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  channels: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => WidgetChannelSchema)),
  members: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => WidgetMemberSchema)),
  presence_count: /* @__PURE__ */ z.int32(),
});

export const WidgetSettingsResponseSchema = /* @__PURE__ */ zObject({
  enabled: /* @__PURE__ */ z.boolean(),
  channel_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.lazy(() => SnowflakeTypeSchema)),
});

export const WidgetUserDiscriminatorSchema = /* @__PURE__ */ z.literal("0000");

export const ErrorSchema = /* @__PURE__ */ zObject({
  code: /* @__PURE__ */ z.number(),
  message: /* @__PURE__ */ z.string(),
});

export const InnerErrorsSchema = /* @__PURE__ */ zObject({
  _errors: /* @__PURE__ */ z.array(/* @__PURE__ */ z.lazy(() => ErrorSchema)),
});

export const ErrorDetailsSchema = /* @__PURE__ */ z.union([
  /* @__PURE__ */ z.record(
    /* @__PURE__ */ z.string(),
    /* @__PURE__ */ z.lazy(() => ErrorDetailsSchema),
  ),
  /* @__PURE__ */ z.lazy(() => InnerErrorsSchema),
]);

export const ErrorResponseSchema = /* @__PURE__ */ z.intersection(
  /* @__PURE__ */ z.lazy(() => ErrorSchema),
  /* @__PURE__ */ zObject({
    errors: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.lazy(() => ErrorDetailsSchema)),
  }),
);

export const RatelimitedResponseSchema = /* @__PURE__ */ z.intersection(
  /* @__PURE__ */ z.lazy(() => ErrorSchema),
  /* @__PURE__ */ zObject({
    retry_after: /* @__PURE__ */ z.number(),
    global: /* @__PURE__ */ z.boolean(),
  }),
);
