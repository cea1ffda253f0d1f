// Stand-in of nyxx 6.9.0 (github.com/nyxx-discord/nyxx, tag v6.9.0, commit 765a99b23a020069c87cf7e0de01390f05f33660),
// lib/src/models/component.dart: the component enum-likes as they are, and the submitted
// components a modal submit holds (the classes a bot reads values from), cut down to their
// fields. The received message components (ButtonComponent, ...) are left out: a bot sends
// builders.

final class ComponentType extends EnumLike<int, ComponentType> {
  static const actionRow = ComponentType(1);
  static const button = ComponentType(2);
  static const stringSelect = ComponentType(3);
  static const textInput = ComponentType(4);
  static const userSelect = ComponentType(5);
  static const roleSelect = ComponentType(6);
  static const mentionableSelect = ComponentType(7);
  static const channelSelect = ComponentType(8);
  static const section = ComponentType(9);
  static const textDisplay = ComponentType(10);
  static const thumbnail = ComponentType(11);
  static const mediaGallery = ComponentType(12);
  static const file = ComponentType(13);
  static const separator = ComponentType(14);
  static const container = ComponentType(17);
  static const label = ComponentType(18);
  static const fileUpload = ComponentType(19);
  static const radioGroup = ComponentType(21);
  static const checkboxGroup = ComponentType(22);
  static const checkbox = ComponentType(23);

  const ComponentType(super.value);
}

final class ButtonStyle extends EnumLike<int, ButtonStyle> {
  static const primary = ButtonStyle(1);
  static const secondary = ButtonStyle(2);
  static const success = ButtonStyle(3);
  static const danger = ButtonStyle(4);
  static const link = ButtonStyle(5);
  static const premium = ButtonStyle(6);

  const ButtonStyle(super.value);
}

final class TextInputStyle extends EnumLike<int, TextInputStyle> {
  static const short = TextInputStyle(1);
  static const paragraph = TextInputStyle(2);

  const TextInputStyle(super.value);
}

final class SeparatorSpacingSize extends EnumLike<int, SeparatorSpacingSize> {
  static const small = SeparatorSpacingSize(1);
  static const large = SeparatorSpacingSize(2);

  const SeparatorSpacingSize(super.value);
}

final class SelectMenuDefaultValueType extends EnumLike<String, SelectMenuDefaultValueType> {
  static const user = SelectMenuDefaultValueType('user');
  static const role = SelectMenuDefaultValueType('role');
  static const channel = SelectMenuDefaultValueType('channel');

  const SelectMenuDefaultValueType(super.value);
}

abstract class Component {
  ComponentType get type;

  final int id;

  Component({required this.id});
}

class SectionComponent extends Component {
  @override
  ComponentType get type => ComponentType.section;

  SectionComponent({required super.id});
}

class TextDisplayComponent extends Component {
  @override
  ComponentType get type => ComponentType.textDisplay;

  final String content;

  TextDisplayComponent({required super.id, required this.content});
}

class ActionRowComponent extends Component {
  @override
  ComponentType get type => ComponentType.actionRow;

  ActionRowComponent({required super.id});
}

class ButtonComponent extends Component {
  @override
  ComponentType get type => ComponentType.button;

  ButtonComponent({required super.id});
}

class SelectMenuComponent extends Component {
  @override
  final ComponentType type;

  SelectMenuComponent({required super.id, required this.type});
}

class SelectMenuOption {
  final String label;

  final String value;

  SelectMenuOption({required this.label, required this.value});
}

class ThumbnailComponent extends Component {
  @override
  ComponentType get type => ComponentType.thumbnail;

  ThumbnailComponent({required super.id});
}

class MediaGalleryItem {
  MediaGalleryItem();
}

class MediaGalleryComponent extends Component {
  @override
  ComponentType get type => ComponentType.mediaGallery;

  MediaGalleryComponent({required super.id});
}

class SeparatorComponent extends Component {
  @override
  ComponentType get type => ComponentType.separator;

  SeparatorComponent({required super.id});
}

class FileComponent extends Component {
  @override
  ComponentType get type => ComponentType.file;

  FileComponent({required super.id});
}

class ContainerComponent extends Component {
  @override
  ComponentType get type => ComponentType.container;

  ContainerComponent({required super.id});
}

class UnfurledMediaItem {
  final Uri url;

  UnfurledMediaItem({required this.url});
}

class FileUploadComponent extends Component {
  @override
  ComponentType get type => ComponentType.fileUpload;

  FileUploadComponent({required super.id});
}

abstract class SubmittedComponent extends Component {
  SubmittedComponent({required super.id});
}

class SubmittedActionRowComponent extends SubmittedComponent {
  @override
  ComponentType get type => ComponentType.actionRow;

  final List<SubmittedComponent> components;

  SubmittedActionRowComponent({required this.components, required super.id});
}

class SubmittedTextInputComponent extends SubmittedComponent {
  @override
  ComponentType get type => ComponentType.textInput;

  final String customId;

  final String? value;

  SubmittedTextInputComponent({required super.id, required this.customId, required this.value});
}

class SubmittedLabelComponent extends SubmittedComponent {
  @override
  ComponentType get type => ComponentType.label;

  final SubmittedComponent component;

  SubmittedLabelComponent({required super.id, required this.component});
}

class SubmittedSelectMenuComponent extends SubmittedComponent {
  final MessageManager manager;
  // For the [roles] getter.
  final Snowflake? _guildId;

  @override
  final ComponentType type;

  final String customId;

  final List<String> values;

  SubmittedSelectMenuComponent({
    required this.manager,
    Snowflake? guildId,
    required this.type,
    required super.id,
    required this.customId,
    required this.values,
  }) : _guildId = guildId;

  List<PartialUser>? get users => type != ComponentType.userSelect
      ? null
      : [
          for (final id in values) manager.client.users[Snowflake.parse(id)],
        ];

  List<PartialMember>? get members => type != ComponentType.userSelect
      ? null
      : [
          for (final id in values) manager.client.guilds[_guildId ?? Snowflake.zero].members[Snowflake.parse(id)],
        ];

  List<PartialRole>? get roles => type != ComponentType.roleSelect
      ? null
      : [
          for (final id in values) manager.client.guilds[_guildId ?? Snowflake.zero].roles[Snowflake.parse(id)],
        ];

  List<PartialChannel>? get channels => type != ComponentType.channelSelect
      ? null
      : [
          for (final id in values) manager.client.channels[Snowflake.parse(id)],
        ];
}

class SubmittedTextDisplayComponent extends SubmittedComponent {
  @override
  ComponentType get type => ComponentType.textDisplay;

  SubmittedTextDisplayComponent({required super.id});
}

class SubmittedFileUploadComponent extends SubmittedComponent {
  @override
  ComponentType get type => ComponentType.fileUpload;

  final String customId;

  final List<Snowflake> values;

  SubmittedFileUploadComponent({required super.id, required this.customId, required this.values});
}

class SubmittedRadioGroupComponent extends SubmittedComponent {
  @override
  ComponentType get type => ComponentType.radioGroup;

  final String customId;

  final String value;

  SubmittedRadioGroupComponent({required super.id, required this.customId, required this.value});
}

class SubmittedCheckboxGroupComponent extends SubmittedComponent {
  @override
  ComponentType get type => ComponentType.checkboxGroup;

  final String customId;

  final List<String> values;

  SubmittedCheckboxGroupComponent({required super.id, required this.customId, required this.values});
}

class SubmittedCheckboxComponent extends SubmittedComponent {
  @override
  ComponentType get type => ComponentType.checkbox;

  final String customId;

  final bool value;

  SubmittedCheckboxComponent({required super.id, required this.customId, required this.value});
}
