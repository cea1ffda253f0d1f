// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/interactions/commands/build/CommandData.java (localization functions and fromData are left out)
package net.dv8tion.jda.api.interactions.commands.build;

import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.api.interactions.IntegrationType;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.DefaultMemberPermissions;
import net.dv8tion.jda.internal.standin.Json;

import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.Set;

public interface CommandData extends Json.Data {
    int MAX_NAME_LENGTH = 32;
    int MAX_DESCRIPTION_LENGTH = 100;
    int MAX_OPTIONS = 25;

    CommandData setName(String name);

    CommandData setNameLocalization(DiscordLocale locale, String name);

    CommandData setNameLocalizations(Map<DiscordLocale, String> map);

    CommandData setDefaultPermissions(DefaultMemberPermissions permission);

    default CommandData setContexts(InteractionContextType... contexts) {
        return setContexts(Arrays.asList(contexts));
    }

    CommandData setContexts(Collection<InteractionContextType> contexts);

    default CommandData setIntegrationTypes(IntegrationType... integrationTypes) {
        return setIntegrationTypes(Arrays.asList(integrationTypes));
    }

    CommandData setIntegrationTypes(Collection<IntegrationType> integrationTypes);

    CommandData setNSFW(boolean nsfw);

    String getName();

    Command.Type getType();

    DefaultMemberPermissions getDefaultPermissions();

    Set<InteractionContextType> getContexts();

    Set<IntegrationType> getIntegrationTypes();

    boolean isNSFW();
}
