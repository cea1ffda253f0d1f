// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/interactions/commands/build/SubcommandData.java
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

public class SubcommandData implements Json.Data {
    protected final List<OptionData> options = new ArrayList<>(25);
    protected String name, description;
    private final Localizations nameLocalizations = new Localizations(Localizations::checkName);
    private final Localizations descriptionLocalizations = new Localizations(Localizations::checkDescription);
    private boolean allowRequired = true;

    public SubcommandData(String name, String description) {
        setName(name);
        setDescription(description);
    }

    public SubcommandData setName(String name) {
        Localizations.checkName(name);
        this.name = name;
        return this;
    }

    public SubcommandData setNameLocalization(DiscordLocale locale, String name) {
        nameLocalizations.set(locale, name);
        return this;
    }

    public SubcommandData setNameLocalizations(Map<DiscordLocale, String> map) {
        nameLocalizations.setAll(map);
        return this;
    }

    public SubcommandData setDescription(String description) {
        Localizations.checkDescription(description);
        this.description = description;
        return this;
    }

    public SubcommandData setDescriptionLocalization(DiscordLocale locale, String description) {
        descriptionLocalizations.set(locale, description);
        return this;
    }

    public SubcommandData setDescriptionLocalizations(Map<DiscordLocale, String> map) {
        descriptionLocalizations.setAll(map);
        return this;
    }

    public SubcommandData addOptions(OptionData... options) {
        Checks.noneNull(options, "Option");
        Checks.check(options.length + this.options.size() <= 25, "Cannot have more than 25 options for a subcommand!");
        for (OptionData option : options) {
            Checks.check(option.getType() != OptionType.SUB_COMMAND && option.getType() != OptionType.SUB_COMMAND_GROUP, "Cannot add a subcommand as an option");
            if (allowRequired && !option.isRequired()) allowRequired = false;
            else if (!allowRequired && option.isRequired())
                throw new IllegalArgumentException("Cannot add required options after non-required options!");
            for (OptionData o : this.options)
                Checks.check(!o.getName().equals(option.getName()), "Cannot have multiple options with the same name. Name: \"" + option.getName() + "\"");
        }
        this.options.addAll(Arrays.asList(options));
        return this;
    }

    public SubcommandData addOptions(Collection<? extends OptionData> options) {
        Checks.noneNull(options.toArray(), "Options");
        return addOptions(options.toArray(new OptionData[0]));
    }

    public SubcommandData addOption(OptionType type, String name, String description, boolean required, boolean autoComplete) {
        return addOptions(new OptionData(type, name, description).setRequired(required).setAutoComplete(autoComplete));
    }

    public SubcommandData addOption(OptionType type, String name, String description, boolean required) {
        return addOption(type, name, description, required, false);
    }

    public SubcommandData addOption(OptionType type, String name, String description) {
        return addOption(type, name, description, false);
    }

    public List<OptionData> getOptions() {
        return options;
    }

    public String getName() {
        return name;
    }

    public String getDescription() {
        return description;
    }

    public Object toJson() {
        Map<String, Object> json = Json.object();
        json.put("type", OptionType.SUB_COMMAND.getKey());
        json.put("name", name);
        json.put("name_localizations", nameLocalizations);
        json.put("description", description);
        json.put("description_localizations", descriptionLocalizations);
        json.put("options", new ArrayList<>(options));
        return json;
    }
}
