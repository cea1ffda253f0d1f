// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/interactions/CommandDataImpl.java
package net.dv8tion.jda.internal.interactions;

import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.api.interactions.IntegrationType;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.DefaultMemberPermissions;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandGroupData;
import net.dv8tion.jda.internal.standin.Checks;
import net.dv8tion.jda.internal.standin.Json;
import net.dv8tion.jda.internal.standin.Localizations;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

public class CommandDataImpl implements SlashCommandData {
    protected final List<Json.Data> options = new ArrayList<>(MAX_OPTIONS);
    protected String name, description = "";
    private final Localizations nameLocalizations;
    private final Localizations descriptionLocalizations = new Localizations(Localizations::checkDescription);
    private boolean allowSubcommands = true, allowGroups = true, allowOption = true, allowRequired = true;
    private EnumSet<InteractionContextType> contexts = EnumSet.of(InteractionContextType.GUILD, InteractionContextType.BOT_DM);
    private EnumSet<IntegrationType> integrationTypes = EnumSet.of(IntegrationType.GUILD_INSTALL);
    private boolean nsfw = false;
    private DefaultMemberPermissions defaultMemberPermissions = DefaultMemberPermissions.ENABLED;
    private final Command.Type type;

    public CommandDataImpl(String name, String description) {
        this.type = Command.Type.SLASH;
        this.nameLocalizations = new Localizations(this::checkName);
        setName(name);
        setDescription(description);
    }

    public CommandDataImpl(Command.Type type, String name) {
        Checks.notNull(type, "Command Type");
        Checks.check(type != Command.Type.SLASH, "Cannot create slash command without description. Use `new CommandDataImpl(name, description)` instead.");
        this.type = type;
        this.nameLocalizations = new Localizations(this::checkName);
        setName(name);
    }

    private void checkName(String name) {
        if (type == Command.Type.SLASH) Localizations.checkName(name);
        else Checks.inRange(name, 1, MAX_NAME_LENGTH, "Name");
    }

    private void checkType(String action) {
        if (type != Command.Type.SLASH) throw new IllegalStateException("Cannot " + action + " for commands of type " + type);
    }

    public Object toJson() {
        Map<String, Object> json = Json.object();
        json.put("type", type.getId());
        json.put("name", name);
        json.put("nsfw", nsfw);
        json.put("options", new ArrayList<>(options));
        List<String> ctx = new ArrayList<>();
        for (InteractionContextType c : contexts) ctx.add(c.getType());
        json.put("contexts", ctx);
        List<String> it = new ArrayList<>();
        for (IntegrationType i : integrationTypes) it.add(i.getType());
        json.put("integration_types", it);
        json.put("default_member_permissions", defaultMemberPermissions == DefaultMemberPermissions.ENABLED
                ? null : Long.toUnsignedString(defaultMemberPermissions.getPermissionsRaw()));
        json.put("name_localizations", nameLocalizations);
        if (type == Command.Type.SLASH) {
            json.put("description", description);
            json.put("description_localizations", descriptionLocalizations);
        }
        return json;
    }

    public Command.Type getType() {
        return type;
    }

    public DefaultMemberPermissions getDefaultPermissions() {
        return defaultMemberPermissions;
    }

    public Set<InteractionContextType> getContexts() {
        return Collections.unmodifiableSet(contexts);
    }

    public Set<IntegrationType> getIntegrationTypes() {
        return Collections.unmodifiableSet(integrationTypes);
    }

    public boolean isNSFW() {
        return nsfw;
    }

    public List<OptionData> getOptions() {
        List<OptionData> list = new ArrayList<>();
        for (Json.Data o : options) if (o instanceof OptionData) list.add((OptionData) o);
        return list;
    }

    public List<SubcommandData> getSubcommands() {
        List<SubcommandData> list = new ArrayList<>();
        for (Json.Data o : options) if (o instanceof SubcommandData) list.add((SubcommandData) o);
        return list;
    }

    public List<SubcommandGroupData> getSubcommandGroups() {
        List<SubcommandGroupData> list = new ArrayList<>();
        for (Json.Data o : options) if (o instanceof SubcommandGroupData) list.add((SubcommandGroupData) o);
        return list;
    }

    public CommandDataImpl setDefaultPermissions(DefaultMemberPermissions permissions) {
        Checks.notNull(permissions, "DefaultMemberPermissions");
        this.defaultMemberPermissions = permissions;
        return this;
    }

    public CommandDataImpl setContexts(Collection<InteractionContextType> contexts) {
        Checks.check(!contexts.isEmpty(), "Contexts cannot be empty");
        Checks.noneNull(contexts.toArray(), "Contexts");
        this.contexts = EnumSet.copyOf(contexts);
        return this;
    }

    public CommandDataImpl setIntegrationTypes(Collection<IntegrationType> integrationTypes) {
        Checks.check(!integrationTypes.isEmpty(), "Integration types cannot be empty");
        Checks.noneNull(integrationTypes.toArray(), "Integration types");
        this.integrationTypes = EnumSet.copyOf(integrationTypes);
        return this;
    }

    public CommandDataImpl setNSFW(boolean nsfw) {
        this.nsfw = nsfw;
        return this;
    }

    public CommandDataImpl addOptions(OptionData... options) {
        Checks.noneNull(options, "Option");
        if (options.length == 0) return this;
        checkType("add options");
        Checks.check(options.length + this.options.size() <= MAX_OPTIONS, "Cannot have more than 25 options for a command!");
        Checks.check(allowOption, "You cannot mix options with subcommands/groups.");
        allowSubcommands = allowGroups = false;
        for (OptionData option : options) {
            if (allowRequired && !option.isRequired()) allowRequired = false;
            else if (!allowRequired && option.isRequired())
                throw new IllegalArgumentException("Cannot add required options after non-required options!");
            for (OptionData o : getOptions())
                Checks.check(!o.getName().equals(option.getName()), "Cannot have multiple options with the same name. Name: \"" + option.getName() + "\"");
            this.options.add(option);
        }
        return this;
    }

    public CommandDataImpl addSubcommands(SubcommandData... subcommands) {
        Checks.noneNull(subcommands, "Subcommands");
        if (subcommands.length == 0) return this;
        checkType("add subcommands");
        Checks.check(allowSubcommands, "You cannot mix options with subcommands/groups.");
        allowOption = false;
        Checks.check(subcommands.length + options.size() <= MAX_OPTIONS, "Cannot have more than 25 subcommands for a command!");
        Collections.addAll(options, subcommands);
        return this;
    }

    public CommandDataImpl addSubcommandGroups(SubcommandGroupData... groups) {
        Checks.noneNull(groups, "SubcommandGroups");
        if (groups.length == 0) return this;
        checkType("add subcommand groups");
        Checks.check(allowGroups, "You cannot mix options with subcommands/groups.");
        allowOption = false;
        Checks.check(groups.length + options.size() <= MAX_OPTIONS, "Cannot have more than 25 subcommand groups for a command!");
        Collections.addAll(options, groups);
        return this;
    }

    public CommandDataImpl setName(String name) {
        checkName(name);
        this.name = name;
        return this;
    }

    public CommandDataImpl setNameLocalization(DiscordLocale locale, String name) {
        nameLocalizations.set(locale, name);
        return this;
    }

    public CommandDataImpl setNameLocalizations(Map<DiscordLocale, String> map) {
        nameLocalizations.setAll(map);
        return this;
    }

    public CommandDataImpl setDescription(String description) {
        checkType("set description");
        Localizations.checkDescription(description);
        this.description = description;
        return this;
    }

    public CommandDataImpl setDescriptionLocalization(DiscordLocale locale, String description) {
        checkType("set description localizations");
        descriptionLocalizations.set(locale, description);
        return this;
    }

    public CommandDataImpl setDescriptionLocalizations(Map<DiscordLocale, String> map) {
        checkType("set description localizations");
        descriptionLocalizations.setAll(map);
        return this;
    }

    public String getName() {
        return name;
    }

    public String getDescription() {
        return description;
    }
}
