// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/interactions/commands/build/SubcommandGroupData.java
package net.dv8tion.jda.api.interactions.commands.build;

import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.internal.standin.Checks;
import net.dv8tion.jda.internal.standin.Json;
import net.dv8tion.jda.internal.standin.Localizations;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;

public class SubcommandGroupData implements Json.Data {
    private final List<SubcommandData> subcommands = new ArrayList<>(25);
    private String name, description;
    private final Localizations nameLocalizations = new Localizations(Localizations::checkName);
    private final Localizations descriptionLocalizations = new Localizations(Localizations::checkDescription);

    public SubcommandGroupData(String name, String description) {
        setName(name);
        setDescription(description);
    }

    public SubcommandGroupData setName(String name) {
        Localizations.checkName(name);
        this.name = name;
        return this;
    }

    public SubcommandGroupData setNameLocalization(DiscordLocale locale, String name) {
        nameLocalizations.set(locale, name);
        return this;
    }

    public SubcommandGroupData setNameLocalizations(Map<DiscordLocale, String> map) {
        nameLocalizations.setAll(map);
        return this;
    }

    public SubcommandGroupData setDescription(String description) {
        Localizations.checkDescription(description);
        this.description = description;
        return this;
    }

    public SubcommandGroupData setDescriptionLocalization(DiscordLocale locale, String description) {
        descriptionLocalizations.set(locale, description);
        return this;
    }

    public SubcommandGroupData setDescriptionLocalizations(Map<DiscordLocale, String> map) {
        descriptionLocalizations.setAll(map);
        return this;
    }

    public String getName() {
        return name;
    }

    public String getDescription() {
        return description;
    }

    public List<SubcommandData> getSubcommands() {
        return subcommands;
    }

    public SubcommandGroupData addSubcommands(SubcommandData... subcommands) {
        Checks.noneNull(subcommands, "Subcommand");
        Checks.check(subcommands.length + this.subcommands.size() <= 25, "Cannot have more than 25 subcommands in one group!");
        this.subcommands.addAll(Arrays.asList(subcommands));
        return this;
    }

    public SubcommandGroupData addSubcommands(Collection<? extends SubcommandData> subcommands) {
        Checks.noneNull(subcommands.toArray(), "Subcommands");
        return addSubcommands(subcommands.toArray(new SubcommandData[0]));
    }

    public Object toJson() {
        Map<String, Object> json = Json.object();
        json.put("type", OptionType.SUB_COMMAND_GROUP.getKey());
        json.put("name", name);
        json.put("name_localizations", nameLocalizations);
        json.put("description", description);
        json.put("description_localizations", descriptionLocalizations);
        json.put("options", new ArrayList<>(subcommands));
        return json;
    }
}
