// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/interactions/commands/build/SlashCommandData.java
package net.dv8tion.jda.api.interactions.commands.build;

import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.api.interactions.IntegrationType;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.DefaultMemberPermissions;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.internal.standin.Checks;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;

public interface SlashCommandData extends CommandData {
    @Override
    SlashCommandData setName(String name);

    @Override
    SlashCommandData setNameLocalization(DiscordLocale locale, String name);

    @Override
    SlashCommandData setNameLocalizations(Map<DiscordLocale, String> map);

    @Override
    SlashCommandData setDefaultPermissions(DefaultMemberPermissions permission);

    @Override
    default SlashCommandData setContexts(InteractionContextType... contexts) {
        return setContexts(Arrays.asList(contexts));
    }

    @Override
    SlashCommandData setContexts(Collection<InteractionContextType> contexts);

    @Override
    default SlashCommandData setIntegrationTypes(IntegrationType... integrationTypes) {
        return setIntegrationTypes(Arrays.asList(integrationTypes));
    }

    @Override
    SlashCommandData setIntegrationTypes(Collection<IntegrationType> integrationTypes);

    @Override
    SlashCommandData setNSFW(boolean nsfw);

    SlashCommandData setDescription(String description);

    SlashCommandData setDescriptionLocalization(DiscordLocale locale, String description);

    SlashCommandData setDescriptionLocalizations(Map<DiscordLocale, String> map);

    String getDescription();

    List<SubcommandData> getSubcommands();

    List<SubcommandGroupData> getSubcommandGroups();

    List<OptionData> getOptions();

    SlashCommandData addOptions(OptionData... options);

    default SlashCommandData addOptions(Collection<? extends OptionData> options) {
        Checks.noneNull(options.toArray(), "Option");
        return addOptions(options.toArray(new OptionData[0]));
    }

    default SlashCommandData addOption(OptionType type, String name, String description, boolean required, boolean autoComplete) {
        return addOptions(new OptionData(type, name, description).setRequired(required).setAutoComplete(autoComplete));
    }

    default SlashCommandData addOption(OptionType type, String name, String description, boolean required) {
        return addOption(type, name, description, required, false);
    }

    default SlashCommandData addOption(OptionType type, String name, String description) {
        return addOption(type, name, description, false);
    }

    SlashCommandData addSubcommands(SubcommandData... subcommands);

    default SlashCommandData addSubcommands(Collection<? extends SubcommandData> subcommands) {
        Checks.noneNull(subcommands.toArray(), "Subcommands");
        return addSubcommands(subcommands.toArray(new SubcommandData[0]));
    }

    SlashCommandData addSubcommandGroups(SubcommandGroupData... groups);

    default SlashCommandData addSubcommandGroups(Collection<? extends SubcommandGroupData> groups) {
        Checks.noneNull(groups.toArray(), "SubcommandGroups");
        return addSubcommandGroups(groups.toArray(new SubcommandGroupData[0]));
    }
}
