// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/utils/FileUpload.java (voice messages and the AttachedFile interface are left out; the data is read but never sent)
package net.dv8tion.jda.api.utils;

import net.dv8tion.jda.internal.standin.Checks;
import net.dv8tion.jda.internal.standin.Json;

import java.io.ByteArrayInputStream;
import java.io.Closeable;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.util.Map;

public class FileUpload implements Closeable {
    private final InputStream resource;
    private String name;
    private String description;

    protected FileUpload(InputStream resource, String name) {
        this.resource = resource;
        this.name = name;
    }

    public static FileUpload fromData(InputStream data, String name) {
        Checks.notNull(data, "Data");
        Checks.notBlank(name, "Name");
        return new FileUpload(data, name);
    }

    public static FileUpload fromData(byte[] data, String name) {
        Checks.notNull(data, "Data");
        return fromData(new ByteArrayInputStream(data), name);
    }

    public static FileUpload fromData(File file, String name) {
        Checks.notNull(file, "File");
        try {
            return fromData(Files.newInputStream(file.toPath()), name);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static FileUpload fromData(File file) {
        Checks.notNull(file, "File");
        return fromData(file, file.getName());
    }

    public static FileUpload fromData(Path path, String name, OpenOption... options) {
        Checks.notNull(path, "Path");
        try {
            return fromData(Files.newInputStream(path, options), name);
        } catch (IOException e) {
            throw new IllegalArgumentException(e);
        }
    }

    public static FileUpload fromData(Path path, OpenOption... options) {
        Checks.notNull(path, "Path");
        return fromData(path, path.getFileName().toString(), options);
    }

    public FileUpload asSpoiler() {
        if (name.startsWith("SPOILER_")) return this;
        return setName("SPOILER_" + name);
    }

    public FileUpload setName(String name) {
        Checks.notBlank(name, "Name");
        this.name = name;
        return this;
    }

    public FileUpload setDescription(String description) {
        if (description != null) Checks.check(description.length() <= 1024, "Description must not be longer than 1024 characters");
        this.description = description;
        return this;
    }

    public String getName() {
        return name;
    }

    public String getDescription() {
        return description;
    }

    public InputStream getData() {
        return resource;
    }

    /** JDA's toAttachmentData(int index), what the message body lists for this file. */
    public Map<String, Object> toAttachmentData(int index) {
        Map<String, Object> json = Json.object();
        json.put("id", index);
        json.put("description", description == null ? "" : description);
        json.put("content_type", "application/octet-stream");
        json.put("filename", name);
        return json;
    }

    @Override
    public synchronized void close() throws IOException {
        resource.close();
    }

    @Override
    public String toString() {
        return "FileUpload(" + name + ")";
    }
}
